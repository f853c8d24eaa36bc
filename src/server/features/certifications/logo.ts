import { imageUploadRule } from "@common/upload-rules";
import { eq } from "drizzle-orm";
import { certifications } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { deleteOwnFile, fileIdOf, fileUrl, saveFile } from "../../files/stored-files";
import { uploadType } from "../../files/upload-type";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Points the certification's logo at a new file (or none) and deletes the file it replaces,
 * with the certification locked so two uploads at once leave no file behind.
 */
async function switchLogo(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
  image: Buffer | null,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const current = await ownCertification(tx, userId, id, { lock: true });
    let next: string | null = null;
    if (image) {
      const contentType = uploadType(imageUploadRule, image);
      next = await saveFile(tx, { userId, purpose: "logo", contentType, data: image });
    }
    const [updated] = await tx
      .update(certifications)
      .set({ logo: next === null ? null : fileUrl(next), updatedAt: clock.now() })
      .where(eq(certifications.id, id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    const previous = fileIdOf(current.logo);
    if (previous) await deleteOwnFile(tx, userId, previous);
    return updated;
  });
}

/** Saves a PNG, JPEG or WebP image (checked by its content, at most 1 MB) as the logo. */
export function setLogo(deps: ServiceDeps, userId: number, id: number, image: Buffer) {
  return switchLogo(deps, userId, id, image);
}

export function removeLogo(deps: ServiceDeps, userId: number, id: number) {
  return switchLogo(deps, userId, id, null);
}
