import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/open";
import { activities, certifications, educationCredits, files } from "../../db/schema";
import { fileIdOf } from "../../files/stored-files";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";
import { ownCertification } from "./owned-certification";

/**
 * Removes the certification with everything that was only about it: its credits and past
 * cycles (by cascade), the certificate files and logo, and its activity entries. Its unread
 * reminder notifications move to the archive, saying it was deleted.
 */
export async function deleteCertification(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const certification = await ownCertification(tx, userId, id, { lock: true });
    const certificates = await tx
      .select({ fileId: educationCredits.certificateFileId })
      .from(educationCredits)
      .where(
        and(
          eq(educationCredits.certificationId, id),
          isNotNull(educationCredits.certificateFileId),
        ),
      );
    const fileIds = certificates.flatMap(({ fileId }) => (fileId ? [fileId] : []));
    const logoId = fileIdOf(certification.logo);
    if (logoId) fileIds.push(logoId);

    await tx.delete(activities).where(eq(activities.certificationId, id));
    await tx.delete(certifications).where(eq(certifications.id, id));
    if (fileIds.length > 0) {
      await tx.delete(files).where(and(eq(files.userId, userId), inArray(files.id, fileIds)));
    }
    await resolveStaleReminders(tx, userId);
  });
}
