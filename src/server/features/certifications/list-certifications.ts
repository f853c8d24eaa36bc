import type { Certification, CertificationListQuery } from "@common/certifications/certification";
import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";
import { toCertification } from "./owned-certification";

const { creditsMissing: missing, creditsRequired: required } = certifications;
/** What counts toward the requirement as progressStatus reads it: required less missing. */
const counted = sql`greatest(${required} - ${missing}, 0)`;
const incomplete = sql`${required} > 0 and ${missing} > 0`;

/**
 * The SQL form of progressStatus (progress.ts): nothing missing is Completed; credits missing
 * while nothing is required overall (a category minimum alone) is At Risk; else the share of
 * the required that counts. The columns are numeric, so the comparisons are exact at the edges.
 */
export const progressFilters: Record<DeadlineStatus, SQL> = {
  Completed: sql`(${missing} <= 0)`,
  "On Track": sql`(${incomplete} and ${counted} * 100 >= ${required} * 75)`,
  "In Progress": sql`(${incomplete} and ${counted} * 100 < ${required} * 75 and ${counted} * 100 >= ${required} * 40)`,
  "At Risk": sql`(${missing} > 0 and (${required} <= 0 or ${counted} * 100 < ${required} * 40))`,
};

/** One page of the user's certifications with the number on all pages, in one query. */
export async function listCertifications(
  db: Database,
  userId: number,
  query: CertificationListQuery,
): Promise<{ rows: Certification[]; total: number }> {
  const conditions: SQL[] = [eq(certifications.userId, userId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    const matches = or(
      ilike(certifications.name, pattern),
      ilike(certifications.provider, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (query.status) conditions.push(eq(certifications.status, query.status));
  if (query.progress) conditions.push(progressFilters[query.progress]);

  const deadline = sql`coalesce(${certifications.expirationDate}, ${certifications.reportingPeriodEnd})`;
  const order =
    query.sort === "name"
      ? [asc(sql`lower(${certifications.name})`), asc(certifications.id)]
      : [
          sql`${deadline} asc nulls last`,
          asc(sql`lower(${certifications.name})`),
          asc(certifications.id),
        ];
  const where = and(...conditions);
  const select = db
    .select({ certification: certifications, total: totalRows() })
    .from(certifications)
    .where(where)
    .orderBy(...order);
  const table = certifications;
  const { rows, total } = await readPage(db, select.$dynamic(), { table, where }, query);
  return { rows: rows.map(({ certification }) => toCertification(certification)), total };
}
