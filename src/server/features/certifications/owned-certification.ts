import type { Certification } from "@common/certifications/certification";
import { deadlineStatus } from "@common/certifications/deadline-status";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";

export type CertificationRow = typeof certifications.$inferSelect;

/**
 * The user's certification, locked for the rest of the transaction when `lock` is set (every
 * change to it or its credits takes this lock first, so concurrent changes queue up and
 * creditsEarned stays exact). Another user's or a missing id answers the same 404.
 */
export async function ownCertification(
  db: Database,
  userId: number,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<CertificationRow> {
  const query = db
    .select()
    .from(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, "Certification not found");
  return row;
}

/** A certification as the API answers it. */
export function toCertification(row: CertificationRow): Certification {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    receivedDate: row.receivedDate,
    expirationDate: row.expirationDate,
    reportingPeriodStart: row.reportingPeriodStart,
    reportingPeriodEnd: row.reportingPeriodEnd,
    creditsRequired: row.creditsRequired,
    creditsEarned: row.creditsEarned,
    creditsUnit: row.creditsUnit,
    status: row.status,
    logo: row.logo,
    cycle: row.cycle,
    deadlineStatus: deadlineStatus(row.creditsEarned, row.creditsRequired),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
