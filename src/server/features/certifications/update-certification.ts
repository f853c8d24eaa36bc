import type { CertificationInput } from "@common/certifications/certification";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";
import { recordCompletionIfReached } from "./completion";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Replaces the form's fields; credits, cycle and logo are changed by their own routes. Asking
 * for fewer credits than already earned completes the cycle, and the activity says so.
 */
export async function updateCertification(
  { db, clock }: { db: Database; clock: Clock },
  userId: number,
  id: number,
  input: CertificationInput,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const before = await ownCertification(tx, userId, id, { lock: true });
    const now = clock.now();
    const [updated] = await tx
      .update(certifications)
      .set({ ...input, updatedAt: now })
      .where(eq(certifications.id, id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    await recordCompletionIfReached(tx, before, updated, now);
    // The badge drops in the same commit as the change that made a reminder moot.
    await resolveStaleReminders(tx, userId);
    return updated;
  });
}
