import { certificateUploadRule } from "@common/upload-rules";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationCredits, files } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { downloadName } from "../../files/download-name";
import { deleteOwnFile, saveFile } from "../../files/stored-files";
import { uploadType } from "../../files/upload-type";
import { HttpError } from "../../shared/http-error";
import { type CreditRow, ownCreditForChange } from "./credit-rows";

/** Attaches a PDF, PNG or JPEG (checked by its content) to the credit, replacing any other. */
export async function attachCertificate(
  { db, clock }: ServiceDeps,
  userId: number,
  creditId: number,
  data: Buffer,
  givenName: string | undefined,
): Promise<CreditRow> {
  const contentType = uploadType(certificateUploadRule, data);
  return db.transaction(async (tx) => {
    const { credit } = await ownCreditForChange(tx, userId, creditId);
    const fileId = await saveFile(tx, { userId, purpose: "certificate", contentType, data });
    return replaceCertificate({ db: tx, clock }, userId, credit, {
      fileId,
      name: downloadName(givenName, contentType, "certificate"),
    });
  });
}

export async function detachCertificate(
  { db, clock }: ServiceDeps,
  userId: number,
  creditId: number,
): Promise<CreditRow> {
  return db.transaction(async (tx) => {
    const { credit } = await ownCreditForChange(tx, userId, creditId);
    return replaceCertificate({ db: tx, clock }, userId, credit, { fileId: null, name: null });
  });
}

async function replaceCertificate(
  { db, clock }: ServiceDeps,
  userId: number,
  credit: CreditRow,
  next: { fileId: string | null; name: string | null },
): Promise<CreditRow> {
  const [updated] = await db
    .update(educationCredits)
    .set({ certificateFileId: next.fileId, certificateName: next.name, updatedAt: clock.now() })
    .where(eq(educationCredits.id, credit.id))
    .returning();
  if (!updated) throw new Error("credit vanished while locked");
  if (credit.certificateFileId) await deleteOwnFile(db, userId, credit.certificateFileId);
  return updated;
}

/** The certificate of the user's credit (any cycle), or 404; a credit is its owner's alone. */
export async function readCertificate(db: Database, userId: number, creditId: number) {
  const [found] = await db
    .select({
      name: educationCredits.certificateName,
      contentType: files.contentType,
      data: files.data,
    })
    .from(educationCredits)
    .innerJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(
      and(
        eq(educationCredits.id, creditId),
        eq(educationCredits.userId, userId),
        eq(files.userId, userId),
      ),
    );
  if (!found) throw new HttpError(404, "Certificate not found");
  return found;
}
