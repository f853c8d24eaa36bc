import type { RenewalInput } from "@common/certifications/certification";
import { creditsOfRequiredText } from "@common/certifications/credits-unit";
import { eq } from "drizzle-orm";
import { certificationCycles, certifications } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { recordActivity } from "../activity/record-activity";
import { recountCredits } from "../credits/recount-credits";
import { ruleLinkColumns } from "../requirement-library/follow-rule";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Starts the next cycle with the dates the user entered. The finished cycle is kept as it
 * was: its dates, requirements, document and what was counted and missing; its credits stay
 * counted toward it. The new cycle takes the requirements given, else the finished cycle's,
 * and has no document yet; its progress is counted at once, since credits carried over from
 * the finished cycle may count toward it.
 */
export async function renewCertification(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
  input: RenewalInput,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const finished = await ownCertification(tx, userId, id, { lock: true });
    const now = clock.now();
    await tx.insert(certificationCycles).values({
      certificationId: id,
      cycle: finished.cycle,
      receivedDate: finished.receivedDate,
      expirationDate: finished.expirationDate,
      reportingPeriodStart: finished.reportingPeriodStart,
      reportingPeriodEnd: finished.reportingPeriodEnd,
      creditsRequired: finished.creditsRequired,
      creditsEarned: finished.creditsEarned,
      creditsMissing: finished.creditsMissing,
      requirements: finished.requirements,
      documentFileId: finished.documentFileId,
      documentName: finished.documentName,
      renewedAt: now,
    });
    const requirements = input.requirements ?? finished.requirements;
    const [renewed] = await tx
      .update(certifications)
      .set({
        ...input,
        requirements,
        // The new cycle follows the same rule set; what the renewal changed is detached.
        ...(await ruleLinkColumns(
          tx,
          undefined,
          { ...finished, ...input, requirements },
          finished,
        )),
        cycle: finished.cycle + 1,
        // The new cycle starts with nothing counted, so completing it at once is recorded.
        creditsEarned: 0,
        creditsMissing: input.creditsRequired,
        categoriesMissing: [],
        documentFileId: null,
        documentName: null,
        status: "active",
        updatedAt: now,
      })
      .where(eq(certifications.id, id))
      .returning();
    if (!renewed) throw new Error("certification vanished while locked");
    await recordActivity(tx, {
      userId,
      certificationId: id,
      type: "renewed",
      title: `Renewed ${renewed.name}`,
      detail: `Cycle ${renewed.cycle} started; ${creditsOfRequiredText(finished.creditsEarned, finished.creditsRequired, finished.creditsUnit)} earned in cycle ${finished.cycle}`,
      at: now,
    });
    // Recounting also archives the reminders of the finished cycle's deadlines.
    const [counted] = await recountCredits(tx, id, now);
    if (!counted) throw new Error("certification vanished while locked");
    return counted;
  });
}
