import type { CertificationDetail } from "@common/certifications/certification";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certificationCycles } from "../../db/schema";
import { ownCertification, toCertification } from "./owned-certification";

/** The certification with its finished cycles, newest first. */
export async function certificationDetail(
  db: Database,
  userId: number,
  id: number,
): Promise<CertificationDetail> {
  const certification = await ownCertification(db, userId, id);
  const cycles = await db
    .select()
    .from(certificationCycles)
    .where(eq(certificationCycles.certificationId, id))
    .orderBy(desc(certificationCycles.cycle));
  return {
    ...toCertification(certification),
    pastCycles: cycles.map((cycle) => ({
      cycle: cycle.cycle,
      receivedDate: cycle.receivedDate,
      expirationDate: cycle.expirationDate,
      reportingPeriodStart: cycle.reportingPeriodStart,
      reportingPeriodEnd: cycle.reportingPeriodEnd,
      creditsRequired: cycle.creditsRequired,
      creditsEarned: cycle.creditsEarned,
      renewedAt: cycle.renewedAt.toISOString(),
    })),
  };
}
