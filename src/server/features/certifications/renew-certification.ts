import type { RenewalInput } from "@common/certifications/certification";
import { creditsOfRequiredText } from "@common/certifications/credits-unit";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { certificationCycles, certifications } from "../../db/schema";
import { recordActivity } from "../activity/record-activity";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Starts the next cycle with the dates the user entered. The finished cycle is kept with its
 * dates and what was earned; its credits stay attached to it, and creditsEarned starts again
 * from 0 because it counts the current cycle only.
 */
export async function renewCertification(
  { db, clock }: { db: Database; clock: Clock },
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
      renewedAt: now,
    });
    const [renewed] = await tx
      .update(certifications)
      .set({
        ...input,
        cycle: finished.cycle + 1,
        creditsEarned: 0,
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
    await resolveStaleReminders(tx, userId);
    return renewed;
  });
}
