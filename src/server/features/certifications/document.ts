import { documentUploadRule } from "@common/upload-rules";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certificationCycles, certifications, files } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { downloadName } from "../../files/download-name";
import { deleteOwnFile, saveFile } from "../../files/stored-files";
import { uploadType } from "../../files/upload-type";
import { HttpError } from "../../shared/http-error";
import { type CertificationRow, ownCertification } from "./owned-certification";

const notFound = "Document not found";

/**
 * Points the current cycle's document at a new file (or none) and deletes the file it
 * replaces, with the certification locked so two uploads at once leave no file behind.
 * Finished cycles keep their own documents.
 */
async function switchDocument(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
  next: { data: Buffer; givenName: string | undefined } | null,
): Promise<CertificationRow> {
  const contentType = next ? uploadType(documentUploadRule, next.data) : null;
  return db.transaction(async (tx) => {
    const current = await ownCertification(tx, userId, id, { lock: true });
    let fileId: string | null = null;
    let name: string | null = null;
    if (next && contentType) {
      fileId = await saveFile(tx, { userId, purpose: "document", contentType, data: next.data });
      name = downloadName(next.givenName, contentType, "document");
    }
    const [updated] = await tx
      .update(certifications)
      .set({ documentFileId: fileId, documentName: name, updatedAt: clock.now() })
      .where(eq(certifications.id, id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    if (current.documentFileId) await deleteOwnFile(tx, userId, current.documentFileId);
    return updated;
  });
}

/** Keeps a PDF, PNG or JPEG (checked by its content) as the current cycle's document. */
export function setDocument(
  deps: ServiceDeps,
  userId: number,
  id: number,
  data: Buffer,
  givenName: string | undefined,
) {
  return switchDocument(deps, userId, id, { data, givenName });
}

export function removeDocument(deps: ServiceDeps, userId: number, id: number) {
  return switchDocument(deps, userId, id, null);
}

/** The current cycle's document of the user's certification, or 404. */
export async function readDocument(db: Database, userId: number, id: number) {
  const [found] = await db
    .select({ name: certifications.documentName, contentType: files.contentType, data: files.data })
    .from(certifications)
    .innerJoin(files, eq(files.id, certifications.documentFileId))
    .where(
      and(eq(certifications.id, id), eq(certifications.userId, userId), eq(files.userId, userId)),
    );
  if (!found) throw new HttpError(404, notFound);
  return found;
}

/** The document a finished cycle of the user's certification kept, or 404. */
export async function readCycleDocument(db: Database, userId: number, id: number, cycle: number) {
  const [found] = await db
    .select({
      name: certificationCycles.documentName,
      contentType: files.contentType,
      data: files.data,
    })
    .from(certificationCycles)
    .innerJoin(certifications, eq(certifications.id, certificationCycles.certificationId))
    .innerJoin(files, eq(files.id, certificationCycles.documentFileId))
    .where(
      and(
        eq(certificationCycles.certificationId, id),
        eq(certificationCycles.cycle, cycle),
        eq(certifications.userId, userId),
        eq(files.userId, userId),
      ),
    );
  if (!found) throw new HttpError(404, notFound);
  return found;
}
