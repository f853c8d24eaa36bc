import { creditsOfRequiredText } from "@common/certifications/credits-unit";
import { progressStatus } from "@common/certifications/deadline-status";
import type { Database } from "../../db/open";
import { recordActivity } from "../activity/record-activity";
import type { CertificationRow } from "./owned-certification";

const complete = (row: CertificationRow) => progressStatus(row) === "Completed";

/**
 * Records a "completed" activity when a change (a credit, fewer credits required, easier
 * requirements, carry-over at renewal) brings the current cycle to nothing missing.
 */
export async function recordCompletionIfReached(
  db: Database,
  before: CertificationRow,
  after: CertificationRow,
  at: Date,
): Promise<void> {
  if (complete(before) || !complete(after)) return;
  await recordActivity(db, {
    userId: after.userId,
    certificationId: after.id,
    type: "completed",
    title: `Completed the credits for ${after.name}`,
    detail: `${creditsOfRequiredText(after.creditsEarned, after.creditsRequired, after.creditsUnit)} earned`,
    at,
  });
}
