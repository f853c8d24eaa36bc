import type { Credit } from "@common/certifications/credit";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { creditCertifications, educationCredits, files } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";
import { ownCertification } from "../certifications/owned-certification";
import { sharesOf, toCredit } from "./credit-rows";

/**
 * One page of the credits counted toward a certification's cycle (the current one unless
 * told), latest completion first, each with every certification it counts toward.
 */
export async function listCredits(
  db: Database,
  userId: number,
  certificationId: number,
  query: { cycle?: number | undefined; page: number; pageSize: number },
): Promise<{ rows: Credit[]; total: number }> {
  const certification = await ownCertification(db, userId, certificationId);
  const where = and(
    eq(creditCertifications.certificationId, certificationId),
    eq(creditCertifications.cycle, query.cycle ?? certification.cycle),
  );
  const select = db
    .select({
      credit: educationCredits,
      certificateType: files.contentType,
      total: totalRows(),
    })
    .from(creditCertifications)
    .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
    .leftJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(where)
    .orderBy(desc(educationCredits.completionDate), desc(educationCredits.id));
  const table = creditCertifications;
  const { rows, total } = await readPage(db, select.$dynamic(), { table, where }, query);
  const shares = await sharesOf(
    db,
    rows.map((row) => row.credit.id),
  );
  return {
    rows: rows.map((row) =>
      toCredit(row.credit, row.certificateType, shares.get(row.credit.id) ?? [], certificationId),
    ),
    total,
  };
}

/**
 * A credit as the API answers it, with its certificate's type and its shares; `through` is
 * the certification it is read through (the path of POST), when there is one.
 */
export async function readCredit(
  db: Database,
  creditId: number,
  through?: number,
): Promise<Credit> {
  const [row] = await db
    .select({ credit: educationCredits, certificateType: files.contentType })
    .from(educationCredits)
    .leftJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(eq(educationCredits.id, creditId));
  if (!row) throw new Error("credit vanished");
  const shares = await sharesOf(db, [creditId]);
  return toCredit(row.credit, row.certificateType, shares.get(creditId) ?? [], through);
}
