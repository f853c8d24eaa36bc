import { type BackupDocument, type BackupRestored, backupMessages } from "@common/backup";
import { backupThroughContracts } from "@common/backup-contracts";
import { maxWaitingCaptures } from "@common/captures";
import { count, eq } from "drizzle-orm";
import { lockedUser } from "../../db/locked-user";
import type { Database } from "../../db/open";
import {
  activities,
  captures,
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
  notifications,
  reminders,
  requirementRules,
  requirementTemplates,
  type UserRow,
  users,
} from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { downloadName } from "../../files/download-name";
import { fileUrl, saveFile } from "../../files/stored-files";
import { HttpError } from "../../shared/http-error";
import { recountCredits } from "../credits/recount-credits";
import { eachBackupFile, readBackupZip } from "./read-backup-zip";

/**
 * An account a backup may be restored into: no certifications, no credits and no requirement
 * templates. Its profile, preferences, notifications and activity may be anything.
 */
export async function accountIsEmpty(db: Database, userId: number): Promise<boolean> {
  const held = await Promise.all(
    [certifications, educationCredits, requirementTemplates].map((table) =>
      db.select({ rows: count() }).from(table).where(eq(table.userId, userId)),
    ),
  );
  return held.every(([row]) => (row?.rows ?? 0) === 0);
}

/**
 * The backup's captures join those the account holds within the inbox's limit, or the restore
 * is refused (409) saying how many to review or discard first: nothing of the backup is dropped.
 */
async function refuseTooManyCaptures(db: Database, userId: number, backup: BackupDocument) {
  if (backup.captures.length === 0) return;
  const [held] = await db
    .select({ rows: count() })
    .from(captures)
    .where(eq(captures.userId, userId));
  const heldCount = held?.rows ?? 0;
  if (heldCount + backup.captures.length > maxWaitingCaptures) {
    throw new HttpError(409, backupMessages.tooManyCaptures(backup.captures.length, heldCount));
  }
}

/**
 * Restores a backup ZIP into the user's empty account: checked whole first (readBackupZip), each
 * record through the API's own contract (backupThroughContracts: 422 naming the field), then
 * written in one transaction with new ids for every row and file, the files byte for byte,
 * and each certification's progress recounted as any change of credits does; the backup's
 * captures go back in the inbox when it has room for them all (restoreCaptures). What of
 * the profile is restored: names, time zone, theme, reminder preferences (a way of sending the
 * account cannot use, email without an address or texts without a verified phone, is left as
 * it is) and the avatar when the account has none; never the username, email, phone or
 * password of the account restored into. Feedback is not restored (it was addressed to the
 * administrators of the installation it was sent from). The free plan's allowance is not asked:
 * its one exception (`certificationAllowance`), every certification of the backup is restored.
 */
export async function restoreBackup(
  { db, clock }: ServiceDeps,
  user: UserRow,
  zipPath: string,
): Promise<BackupRestored> {
  if (!(await accountIsEmpty(db, user.id))) throw new HttpError(409, backupMessages.notEmpty);
  const checked = backupThroughContracts(await readBackupZip(zipPath), clock.now());
  if (!checked.ok) throw new HttpError(422, backupMessages.invalid(checked.where, checked.message));
  const { backup } = checked;
  await refuseTooManyCaptures(db, user.id, backup);
  return db.transaction(async (tx) => {
    // An upload of a capture locks the user row too: the inbox cannot fill up meanwhile.
    const locked = await lockedUser(tx, user.id);
    if (!(await accountIsEmpty(tx, user.id))) throw new HttpError(409, backupMessages.notEmpty);
    await refuseTooManyCaptures(tx, user.id, backup);
    const now = clock.now();
    const keepAvatar = locked.avatarUrl !== null;
    const fileIds = await restoreFiles(tx, user.id, zipPath, backup, keepAvatar);
    const file = (ref: string | null) => (ref === null ? null : (fileIds.get(ref) ?? null));
    const certificationIds = await restoreCertifications(tx, user.id, backup, file);
    const certification = (id: number) => {
      const restored = certificationIds.get(id);
      if (restored === undefined) throw new Error("a certification of the backup was not restored");
      return restored;
    };
    const optionalCertification = (id: number | null) => (id === null ? null : certification(id));

    for (const credit of backup.credits) {
      const { id: _id, countsToward, certificateFile, createdAt, updatedAt, ...fields } = credit;
      const [restored] = await tx
        .insert(educationCredits)
        .values({
          ...fields,
          userId: user.id,
          certificateFileId: file(certificateFile),
          certificateName: file(certificateFile) ? credit.certificateName : null,
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
        })
        .returning({ id: educationCredits.id });
      if (!restored) throw new Error("a credit was not restored");
      await tx.insert(creditCertifications).values(
        countsToward.map((share) => ({
          creditId: restored.id,
          certificationId: certification(share.certificationId),
          cycle: share.cycle,
        })),
      );
    }
    await insertInChunks(
      backup.requirementTemplates.map((template) => ({
        ...template,
        userId: user.id,
        createdAt: new Date(template.createdAt),
        updatedAt: new Date(template.updatedAt),
      })),
      (rows) => tx.insert(requirementTemplates).values(rows),
    );
    await insertInChunks(
      backup.notifications.map((notification) => ({
        ...notification,
        userId: user.id,
        certificationId: optionalCertification(notification.certificationId),
        createdAt: new Date(notification.createdAt),
      })),
      (rows) => tx.insert(notifications).values(rows),
    );
    await insertInChunks(
      backup.activities.map((activity) => ({
        ...activity,
        userId: user.id,
        certificationId: optionalCertification(activity.certificationId),
        createdAt: new Date(activity.createdAt),
      })),
      (rows) => tx.insert(activities).values(rows),
    );
    // Reminders already sent stay sent: the sweep does not send them again for the same
    // deadline. An email or text still pending where the backup was made is not sent from here.
    await insertInChunks(
      backup.remindersSent.map((reminder) => ({
        ...reminder,
        userId: user.id,
        certificationId: certification(reminder.certificationId),
        messagePending: false,
        createdAt: new Date(reminder.createdAt),
      })),
      (rows) => tx.insert(reminders).values(rows),
    );
    await restoreCaptures(tx, user.id, backup, file);

    const { profile, notificationPreferences: preferences } = backup;
    const method = preferences.notificationMethod;
    const methodUsable =
      (method !== "sms" || locked.phoneVerified) &&
      ((method !== "email" && method !== "both") || locked.email !== null);
    const avatar = keepAvatar ? null : file(profile.avatarFile);
    await tx
      .update(users)
      .set({
        firstName: profile.firstName,
        lastName: profile.lastName,
        timeZone: profile.timeZone,
        theme: profile.theme,
        notifyExpirations: preferences.notifyExpirations,
        notifyDueDates: preferences.notifyDueDates,
        notifyDaysInAdvance: preferences.notifyDaysInAdvance,
        ...(methodUsable ? { notificationMethod: method, reminderMethodChosenAt: now } : {}),
        ...(avatar ? { avatarUrl: fileUrl(avatar) } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));

    await recountCredits(tx, [...certificationIds.values()], now);
    return {
      certifications: certificationIds.size,
      credits: backup.credits.length,
      files: fileIds.size,
      captures: backup.captures.length,
    };
  });
}

/** Saves every file of the backup the account takes, one at a time: backup ref → new file id. */
async function restoreFiles(
  tx: Database,
  userId: number,
  zipPath: string,
  backup: BackupDocument,
  keepAvatar: boolean,
): Promise<Map<string, string>> {
  const byPath = new Map(backup.files.map((file) => [file.path, file]));
  const fileIds = new Map<string, string>();
  await eachBackupFile(zipPath, async (path, data) => {
    const file = byPath.get(path);
    if (!file) throw new Error(`${path} was not checked`);
    if (file.purpose === "avatar" && keepAvatar) return;
    const { contentType } = file;
    // A capture's file is kept as a certificate, as its upload keeps it (add-capture).
    const purpose = file.purpose === "capture" ? "certificate" : file.purpose;
    fileIds.set(file.ref, await saveFile(tx, { userId, purpose, contentType, data }));
  });
  return fileIds;
}

/**
 * Puts every capture back in the inbox with its file: a ready or failed one as it was read, one
 * queued or being read where the backup was made queued again, for this server's readers. Its
 * name is cleaned as its upload's was.
 */
async function restoreCaptures(
  tx: Database,
  userId: number,
  backup: BackupDocument,
  file: (ref: string | null) => string | null,
) {
  const types = new Map(backup.files.map((listed) => [listed.ref, listed.contentType]));
  await insertInChunks(
    backup.captures.map((capture) => {
      const fileId = file(capture.file);
      const fileType = types.get(capture.file);
      if (!fileId || !fileType) throw new Error("a capture's file was not restored");
      const read = capture.status === "ready" || capture.status === "failed";
      return {
        userId,
        fileId,
        fileName: downloadName(capture.fileName, fileType, "certificate"),
        fileType,
        createdAt: new Date(capture.createdAt),
        ...(read
          ? {
              status: capture.status,
              pages: capture.pages,
              fields: capture.fields,
              evidence: capture.evidence,
              confidence: capture.confidence,
              pageSizes: capture.pageSizes,
              error: capture.error,
              readAt: capture.readAt ? new Date(capture.readAt) : null,
            }
          : { status: "queued" as const }),
      };
    }),
    (rows) => tx.insert(captures).values(rows),
  );
}

/** The library's rule set versions, as "key@version". */
async function libraryVersions(tx: Database): Promise<Set<string>> {
  const rows = await tx
    .select({ key: requirementRules.key, version: requirementRules.version })
    .from(requirementRules);
  return new Set(rows.map((row) => `${row.key}@${row.version}`));
}

/** Inserts every certification with its finished cycles: backup id → new id. */
async function restoreCertifications(
  tx: Database,
  userId: number,
  backup: BackupDocument,
  file: (ref: string | null) => string | null,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  const versions = await libraryVersions(tx);
  for (const certification of backup.certifications) {
    const { id, pastCycles, logoFile, documentFile, createdAt, updatedAt, ruleSet, ...fields } =
      certification;
    const logo = file(logoFile);
    const [restored] = await tx
      .insert(certifications)
      .values({
        ...fields,
        userId,
        logo: logo ? fileUrl(logo) : null,
        documentFileId: file(documentFile),
        // A rule set this server's library does not have is not followed here.
        ...(ruleSet && versions.has(`${ruleSet.id}@${ruleSet.version}`)
          ? {
              ruleSetKey: ruleSet.id,
              ruleSetVersion: ruleSet.version,
              ruleDetached: ruleSet.detached,
            }
          : {}),
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      .returning({ id: certifications.id });
    if (!restored) throw new Error("a certification was not restored");
    ids.set(id, restored.id);
    await insertInChunks(
      pastCycles.map(({ documentFile: pastDocument, renewedAt, ...past }) => ({
        ...past,
        certificationId: restored.id,
        documentFileId: file(pastDocument),
        renewedAt: new Date(renewedAt),
      })),
      (rows) => tx.insert(certificationCycles).values(rows),
    );
  }
  return ids;
}

// Rows per insert statement: well under the 65,535 parameters a statement may carry.
const rowsPerInsert = 500;

async function insertInChunks<Row>(rows: Row[], insert: (rows: Row[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += rowsPerInsert) {
    await insert(rows.slice(from, from + rowsPerInsert));
  }
}
