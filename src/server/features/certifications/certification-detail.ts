import type { CertificationDetail } from "@common/certifications/certification";
import { creditsDeadline, pacePlan } from "@common/certifications/pace";
import { recentCountedCredits } from "@common/certifications/recent-credits";
import { desc, eq } from "drizzle-orm";
import { userToday } from "../../clock";
import { certificationCycles, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { cycleProgressOf } from "../credits/cycle-progress";
import { documentUrl, ownCertification, toCertification } from "./owned-certification";

/**
 * The certification with its current cycle's progress explained, its pace plan from the
 * user's today, and its finished cycles, newest first.
 */
export async function certificationDetail(
  { db, clock }: ServiceDeps,
  user: UserRow,
  id: number,
): Promise<CertificationDetail> {
  const certification = await ownCertification(db, user.id, id);
  const [computed, cycles] = await Promise.all([
    cycleProgressOf(db, [certification]),
    db
      .select()
      .from(certificationCycles)
      .where(eq(certificationCycles.certificationId, id))
      .orderBy(desc(certificationCycles.cycle)),
  ]);
  const current = computed.get(id);
  if (!current) throw new Error("progress was not computed");
  const today = userToday(user, clock);
  const pace = pacePlan({
    today,
    creditsUnit: certification.creditsUnit,
    creditsMissing: current.progress.creditsMissing,
    deadline: creditsDeadline(certification)?.date ?? null,
    cycleStart: certification.reportingPeriodStart ?? certification.receivedDate,
    recentCredits: recentCountedCredits(current.progress, current.input.credits, today),
  });
  return {
    ...toCertification(certification),
    progress: current.progress,
    pace,
    pastCycles: cycles.map((cycle) => ({
      cycle: cycle.cycle,
      receivedDate: cycle.receivedDate,
      expirationDate: cycle.expirationDate,
      reportingPeriodStart: cycle.reportingPeriodStart,
      reportingPeriodEnd: cycle.reportingPeriodEnd,
      creditsRequired: cycle.creditsRequired,
      creditsEarned: cycle.creditsEarned,
      creditsMissing: cycle.creditsMissing,
      requirements: cycle.requirements,
      document:
        cycle.documentFileId && cycle.documentName
          ? { url: documentUrl(id, cycle.cycle), name: cycle.documentName }
          : null,
      renewedAt: cycle.renewedAt.toISOString(),
    })),
  };
}
