import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  activities,
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
  files,
} from "../../db/schema";
import { fileIdOf } from "../../files/stored-files";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";
import { ownCertification } from "./owned-certification";

/**
 * Removes the certification with everything that was only about it: its past cycles and its
 * share of every credit (by cascade), the credits that counted toward it alone with their
 * certificates, its logo and documents, and its activity entries. A credit that also counts
 * toward another certification stays, and that certification is unchanged. Its unread
 * reminder notifications move to the archive, saying it was deleted.
 */
export async function deleteCertification(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const certification = await ownCertification(tx, userId, id, { lock: true });
    const otherShare = tx
      .select({ one: sql`1` })
      .from(creditCertifications)
      .where(
        and(
          eq(creditCertifications.creditId, educationCredits.id),
          sql`${creditCertifications.certificationId} <> ${id}`,
        ),
      );
    const onlyHere = await tx
      .select({ id: educationCredits.id, fileId: educationCredits.certificateFileId })
      .from(educationCredits)
      .innerJoin(creditCertifications, eq(creditCertifications.creditId, educationCredits.id))
      .where(and(eq(creditCertifications.certificationId, id), notExists(otherShare)));
    const documents = await tx
      .select({ fileId: certificationCycles.documentFileId })
      .from(certificationCycles)
      .where(
        and(
          eq(certificationCycles.certificationId, id),
          isNotNull(certificationCycles.documentFileId),
        ),
      );
    const fileIds = [...onlyHere, ...documents].flatMap(({ fileId }) => (fileId ? [fileId] : []));
    for (const fileId of [fileIdOf(certification.logo), certification.documentFileId]) {
      if (fileId) fileIds.push(fileId);
    }

    await tx.delete(activities).where(eq(activities.certificationId, id));
    if (onlyHere.length > 0) {
      const creditIds = onlyHere.map((credit) => credit.id);
      await tx.delete(educationCredits).where(inArray(educationCredits.id, creditIds));
    }
    await tx.delete(certifications).where(eq(certifications.id, id));
    if (fileIds.length > 0) {
      await tx.delete(files).where(and(eq(files.userId, userId), inArray(files.id, fileIds)));
    }
    await resolveStaleReminders(tx, userId);
  });
}
