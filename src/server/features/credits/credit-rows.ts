import { type Credit, type CreditShare, creditMessages } from "@common/certifications/credit";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, creditCertifications, educationCredits } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import type { CertificationRow } from "../certifications/owned-certification";

export type CreditRow = typeof educationCredits.$inferSelect;

/** Where a credit's certificate is served. */
export function certificateUrl(creditId: number): string {
  return `/api/credits/${creditId}/certificate`;
}

/**
 * A credit as the API answers it: `certificationId` and `cycle` are those of the share it was
 * read through (`through`), else of its first share by name.
 */
export function toCredit(
  row: CreditRow,
  certificateType: string | null,
  shares: CreditShare[],
  through?: number,
): Credit {
  const attached = row.certificateFileId !== null;
  const share = shares.find((one) => one.certificationId === through) ?? shares[0];
  if (!share) throw new Error("a credit counts toward no certification");
  return {
    id: row.id,
    certificationId: share.certificationId,
    title: row.title,
    provider: row.provider,
    approvalNumber: row.approvalNumber,
    description: row.description,
    credits: row.credits,
    completionDate: row.completionDate,
    cycle: share.cycle,
    categories: row.categories,
    shares,
    certificateUrl: attached ? certificateUrl(row.id) : null,
    certificateName: attached ? row.certificateName : null,
    certificateType: attached ? certificateType : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every certification each credit counts toward, by name (then id), in one query. */
export async function sharesOf(
  db: Database,
  creditIds: number[],
): Promise<Map<number, CreditShare[]>> {
  const byCredit = new Map<number, CreditShare[]>(creditIds.map((id) => [id, []]));
  if (creditIds.length === 0) return byCredit;
  const rows = await db
    .select({
      creditId: creditCertifications.creditId,
      certificationId: creditCertifications.certificationId,
      name: certifications.name,
      cycle: creditCertifications.cycle,
    })
    .from(creditCertifications)
    .innerJoin(certifications, eq(certifications.id, creditCertifications.certificationId))
    .where(inArray(creditCertifications.creditId, creditIds))
    .orderBy(asc(certifications.name), asc(certifications.id));
  for (const { creditId, ...share } of rows) byCredit.get(creditId)?.push(share);
  return byCredit;
}

/**
 * The user's certifications of `ids`, locked in ascending id order: every change of a credit
 * locks the certifications it touches this way before the credit itself, so two changes of
 * credits shared by the same certifications queue up instead of deadlocking. Any id that is
 * not the user's answers 404 before anything is written.
 */
export async function lockOwnCertifications(
  db: Database,
  userId: number,
  ids: number[],
): Promise<CertificationRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(certifications)
    .where(and(inArray(certifications.id, unique), eq(certifications.userId, userId)))
    .orderBy(asc(certifications.id))
    .for("update");
  if (rows.length !== unique.length) throw new HttpError(404, "Certification not found");
  return rows;
}

/** The certification ids a credit counts toward now, with the cycle of each. */
async function shareRowsOf(db: Database, creditId: number) {
  return db
    .select({
      certificationId: creditCertifications.certificationId,
      cycle: creditCertifications.cycle,
    })
    .from(creditCertifications)
    .where(eq(creditCertifications.creditId, creditId));
}

export type CreditForChange = {
  credit: CreditRow;
  /** The certifications it counts toward, locked. */
  certifications: CertificationRow[];
  /** Of those, plus every certification in `alsoLock`: all locked, by id. */
  locked: Map<number, CertificationRow>;
};

/**
 * The user's credit with every certification it counts toward (and those of `alsoLock`, about
 * to be added), locked in the order of lockOwnCertifications, then the credit. Another user's
 * id answers the same 404 as a missing one. A credit counted in a finished cycle of any of its
 * certifications is kept as it was: 409.
 */
export async function ownCreditForChange(
  db: Database,
  userId: number,
  creditId: number,
  alsoLock: number[] = [],
): Promise<CreditForChange> {
  const [owned] = await db
    .select({ id: educationCredits.id })
    .from(educationCredits)
    .where(and(eq(educationCredits.id, creditId), eq(educationCredits.userId, userId)));
  if (!owned) throw new HttpError(404, "Credit not found");
  const before = await shareRowsOf(db, creditId);
  const locked = new Map<number, CertificationRow>();
  const lock = async (ids: number[]) => {
    const missing = ids.filter((id) => !locked.has(id));
    for (const row of await lockOwnCertifications(db, userId, missing)) locked.set(row.id, row);
  };
  await lock([...before.map((share) => share.certificationId), ...alsoLock]);
  const [credit] = await db
    .select()
    .from(educationCredits)
    .where(and(eq(educationCredits.id, creditId), eq(educationCredits.userId, userId)))
    .for("update");
  if (!credit) throw new HttpError(404, "Credit not found");
  // Its shares as they are now that it is locked (a change committed in between is seen).
  const shares = await shareRowsOf(db, creditId);
  await lock(shares.map((share) => share.certificationId));
  const counted: CertificationRow[] = [];
  for (const share of shares) {
    const certification = locked.get(share.certificationId);
    if (!certification) throw new HttpError(404, "Credit not found");
    if (share.cycle !== certification.cycle) throw new HttpError(409, creditMessages.pastCycle);
    counted.push(certification);
  }
  return { credit, certifications: counted, locked };
}
