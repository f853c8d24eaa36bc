import { type Credit, creditMessages } from "@common/certifications/credit";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, educationCredits } from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import type { CertificationRow } from "../certifications/owned-certification";

export type CreditRow = typeof educationCredits.$inferSelect;

/** Where a credit's certificate is served. */
export function certificateUrl(creditId: number): string {
  return `/api/credits/${creditId}/certificate`;
}

export function toCredit(row: CreditRow, certificateType: string | null): Credit {
  const attached = row.certificateFileId !== null;
  return {
    id: row.id,
    certificationId: row.certificationId,
    title: row.title,
    description: row.description,
    credits: row.credits,
    completionDate: row.completionDate,
    cycle: row.cycle,
    certificateUrl: attached ? certificateUrl(row.id) : null,
    certificateName: attached ? row.certificateName : null,
    certificateType: attached ? certificateType : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The user's credit with its certification, both locked for the rest of the transaction (the
 * certification first, as every credit change does). Another user's id answers the same 404.
 * Credits of a finished cycle are kept as they were: `current` refuses them.
 */
export async function ownCreditForChange(
  db: Database,
  userId: number,
  creditId: number,
): Promise<{ credit: CreditRow; certification: CertificationRow }> {
  const [found] = await db
    .select({ certificationId: educationCredits.certificationId })
    .from(educationCredits)
    .innerJoin(certifications, eq(certifications.id, educationCredits.certificationId))
    .where(and(eq(educationCredits.id, creditId), eq(certifications.userId, userId)));
  if (!found) throw new HttpError(404, "Credit not found");
  const [certification] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.id, found.certificationId), eq(certifications.userId, userId)))
    .for("update");
  const [credit] = await db
    .select()
    .from(educationCredits)
    .where(eq(educationCredits.id, creditId))
    .for("update");
  if (!certification || !credit || credit.certificationId !== certification.id) {
    throw new HttpError(404, "Credit not found");
  }
  if (credit.cycle !== certification.cycle) throw new HttpError(409, creditMessages.pastCycle);
  return { credit, certification };
}
