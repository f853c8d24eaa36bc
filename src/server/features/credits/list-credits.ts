import type { Credit } from "@common/certifications/credit";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationCredits, files } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";
import { ownCertification } from "../certifications/owned-certification";
import { toCredit } from "./credit-rows";

/** One page of a cycle's credits (the current cycle unless told), latest completion first. */
export async function listCredits(
  db: Database,
  userId: number,
  certificationId: number,
  query: { cycle?: number | undefined; page: number; pageSize: number },
): Promise<{ rows: Credit[]; total: number }> {
  const certification = await ownCertification(db, userId, certificationId);
  const where = and(
    eq(educationCredits.certificationId, certificationId),
    eq(educationCredits.cycle, query.cycle ?? certification.cycle),
  );
  const select = db
    .select({
      credit: educationCredits,
      certificateType: files.contentType,
      total: totalRows(),
    })
    .from(educationCredits)
    .leftJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(where)
    .orderBy(desc(educationCredits.completionDate), desc(educationCredits.id));
  const table = educationCredits;
  const { rows, total } = await readPage(db, select.$dynamic(), { table, where }, query);
  return { rows: rows.map((row) => toCredit(row.credit, row.certificateType)), total };
}

/** A credit as the API answers it, with its certificate's type. */
export async function readCredit(db: Database, creditId: number): Promise<Credit> {
  const [row] = await db
    .select({ credit: educationCredits, certificateType: files.contentType })
    .from(educationCredits)
    .leftJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(eq(educationCredits.id, creditId));
  if (!row) throw new Error("credit vanished");
  return toCredit(row.credit, row.certificateType);
}
