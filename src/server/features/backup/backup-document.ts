import {
  type BackupDocumentInput,
  type BackupFilePurpose,
  backupContentTypes,
  backupFilesFolder,
  backupSchemaVersion,
} from "@common/backup";
import { themeSchema } from "@common/theme";
import { asc, eq, inArray } from "drizzle-orm";
import { version as appVersion } from "../../../../package.json";
import type { Database } from "../../db/open";
import {
  activities,
  captures,
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
  feedback,
  files,
  notifications,
  reminders,
  requirementTemplates,
  type UserRow,
} from "../../db/schema";
import { fileIdOf } from "../../files/stored-files";

/** A stored file going into the backup: its row id and where it goes in the ZIP. */
export type BackupEntryFile = { fileId: string; path: string; size: number };

/**
 * Everything of the user's own for backup.json, and the files to put beside it. File
 * references are the order files are met in ("1", "2"…), never the stored ids (which are
 * what lets the owner read a file). `sha256` of each file is filled in as its bytes go into
 * the ZIP: `document.files[i]` belongs to `entries[i]`.
 *
 * Left out: secrets (password, MFA secret, recovery codes, sessions, trusted devices, codes),
 * the subscription (it is the payment provider's), share links (only a hash of each link is
 * kept, so a link cannot be carried), the administrators' note on feedback, the reminder
 * sweep's own bookkeeping (paces judged, changes listed) and the readers' (a capture's lease and
 * attempts).
 */
export async function backupDocument(
  db: Database,
  user: UserRow,
  exportedAt: Date,
): Promise<{ document: BackupDocumentInput; entries: BackupEntryFile[] }> {
  const userId = user.id;
  const [
    certificationRows,
    creditRows,
    templateRows,
    notificationRows,
    activityRows,
    reminderRows,
    feedbackRows,
    captureRows,
    fileRows,
  ] = await Promise.all([
    db
      .select()
      .from(certifications)
      .where(eq(certifications.userId, userId))
      .orderBy(asc(certifications.id)),
    db
      .select()
      .from(educationCredits)
      .where(eq(educationCredits.userId, userId))
      .orderBy(asc(educationCredits.id)),
    db
      .select()
      .from(requirementTemplates)
      .where(eq(requirementTemplates.userId, userId))
      .orderBy(asc(requirementTemplates.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id)),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.id)),
    db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.id)),
    db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id)),
    db
      .select()
      .from(captures)
      .where(eq(captures.userId, userId))
      .orderBy(asc(captures.createdAt), asc(captures.id)),
    db
      .select({
        id: files.id,
        purpose: files.purpose,
        contentType: files.contentType,
        size: files.size,
      })
      .from(files)
      .where(eq(files.userId, userId)),
  ]);
  const certificationIds = certificationRows.map((row) => row.id);
  const [cycleRows, shareRows] = certificationIds.length
    ? await Promise.all([
        db
          .select()
          .from(certificationCycles)
          .where(inArray(certificationCycles.certificationId, certificationIds))
          .orderBy(asc(certificationCycles.certificationId), asc(certificationCycles.cycle)),
        db
          .select()
          .from(creditCertifications)
          .where(inArray(creditCertifications.certificationId, certificationIds))
          .orderBy(asc(creditCertifications.certificationId)),
      ])
    : [[], []];

  const stored = new Map(fileRows.map((row) => [row.id, row]));
  const document: BackupDocumentInput["files"] = [];
  const entries: BackupEntryFile[] = [];
  /**
   * The reference of a stored file of the user, listed the first time it is met, under the
   * purpose it is stored for unless `purpose` says otherwise.
   */
  const fileRef = (
    fileId: string | null,
    name: string | null,
    purpose?: BackupFilePurpose,
  ): string | null => {
    const row = fileId ? stored.get(fileId) : undefined;
    const contentType = backupContentTypes.find((type) => type === row?.contentType);
    if (!row || !contentType) return null;
    stored.delete(row.id);
    const ref = String(entries.length + 1);
    const path = `${backupFilesFolder}${ref}`;
    entries.push({ fileId: row.id, path, size: row.size });
    document.push({
      ref,
      path,
      purpose: purpose ?? row.purpose,
      name,
      contentType,
      size: row.size,
      sha256: "",
    });
    return ref;
  };

  const at = (moment: Date) => moment.toISOString();
  const cyclesOf = groupBy(cycleRows, (row) => row.certificationId);
  const sharesOf = groupBy(shareRows, (row) => row.creditId);
  return {
    document: {
      schemaVersion: backupSchemaVersion,
      appVersion,
      exportedAt: at(exportedAt),
      profile: {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        timeZone: user.timeZone,
        theme: themeOf(user.theme),
        avatarFile: fileRef(fileIdOf(user.avatarUrl), null),
        createdAt: at(user.createdAt),
      },
      notificationPreferences: {
        notifyExpirations: user.notifyExpirations,
        notifyDueDates: user.notifyDueDates,
        notifyDaysInAdvance: user.notifyDaysInAdvance,
        notificationMethod: user.notificationMethod,
      },
      certifications: certificationRows.map((row) => ({
        id: row.id,
        name: row.name,
        provider: row.provider,
        receivedDate: row.receivedDate,
        expirationDate: row.expirationDate,
        reportingPeriodStart: row.reportingPeriodStart,
        reportingPeriodEnd: row.reportingPeriodEnd,
        creditsRequired: row.creditsRequired,
        creditsEarned: row.creditsEarned,
        creditsMissing: row.creditsMissing,
        categoriesMissing: row.categoriesMissing,
        requirements: row.requirements,
        documentFile: fileRef(row.documentFileId, row.documentName),
        documentName: row.documentName,
        status: row.status,
        creditsUnit: row.creditsUnit,
        logoFile: fileRef(fileIdOf(row.logo), null),
        licenseNumber: row.licenseNumber,
        issuingBody: row.issuingBody,
        jurisdiction: row.jurisdiction,
        renewalUrl: row.renewalUrl,
        renewalFee: row.renewalFee,
        cycle: row.cycle,
        ruleSet:
          row.ruleSetKey !== null && row.ruleSetVersion !== null
            ? { id: row.ruleSetKey, version: row.ruleSetVersion, detached: row.ruleDetached }
            : null,
        pastCycles: (cyclesOf.get(row.id) ?? []).map((past) => ({
          cycle: past.cycle,
          receivedDate: past.receivedDate,
          expirationDate: past.expirationDate,
          reportingPeriodStart: past.reportingPeriodStart,
          reportingPeriodEnd: past.reportingPeriodEnd,
          creditsRequired: past.creditsRequired,
          creditsEarned: past.creditsEarned,
          creditsMissing: past.creditsMissing,
          requirements: past.requirements,
          documentFile: fileRef(past.documentFileId, past.documentName),
          documentName: past.documentName,
          renewedAt: at(past.renewedAt),
        })),
        createdAt: at(row.createdAt),
        updatedAt: at(row.updatedAt),
      })),
      credits: creditRows.map((row) => ({
        id: row.id,
        title: row.title,
        provider: row.provider,
        approvalNumber: row.approvalNumber,
        description: row.description,
        credits: row.credits,
        completionDate: row.completionDate,
        categories: row.categories,
        certificateFile: fileRef(row.certificateFileId, row.certificateName),
        certificateName: row.certificateName,
        countsToward: (sharesOf.get(row.id) ?? []).map(({ certificationId, cycle }) => ({
          certificationId,
          cycle,
        })),
        createdAt: at(row.createdAt),
        updatedAt: at(row.updatedAt),
      })),
      requirementTemplates: templateRows.map((row) => ({
        name: row.name,
        creditsRequired: row.creditsRequired,
        creditsUnit: row.creditsUnit,
        requirements: row.requirements,
        createdAt: at(row.createdAt),
        updatedAt: at(row.updatedAt),
      })),
      notifications: notificationRows.map((row) => ({
        title: row.title,
        message: row.message,
        type: row.type,
        isRead: row.isRead,
        isArchived: row.isArchived,
        certificationId: row.certificationId,
        deadlineKind: row.deadlineKind,
        deadlineDate: row.deadlineDate,
        archivedReason: row.archivedReason,
        createdAt: at(row.createdAt),
      })),
      activities: activityRows.map((row) => ({
        certificationId: row.certificationId,
        type: row.type,
        title: row.title,
        detail: row.detail,
        createdAt: at(row.createdAt),
      })),
      remindersSent: reminderRows.map((row) => ({
        certificationId: row.certificationId,
        deadlineKind: row.deadlineKind,
        deadlineDate: row.deadlineDate,
        step: row.step,
        sentOn: row.sentOn,
        creditsMissing: row.creditsMissing,
        categoriesMissing: row.categoriesMissing,
        pace: row.pace
          ? {
              perMonth: row.pace.perMonth,
              recentPerMonth: row.pace.recentPerMonth,
              expectedFinish: row.pace.expectedFinish,
            }
          : null,
        reportingPeriodEndsToo: row.reportingPeriodEndsToo,
        method: row.method,
        createdAt: at(row.createdAt),
      })),
      feedback: feedbackRows.map((row) => ({
        type: row.type,
        category: row.category,
        subject: row.subject,
        message: row.message,
        rating: row.rating,
        status: row.status,
        createdAt: at(row.createdAt),
      })),
      // Kept as a certificate (add-capture), a capture's file is listed as a capture's.
      captures: captureRows.flatMap((row) => {
        const file = fileRef(row.fileId, row.fileName, "capture");
        if (file === null) return [];
        return [
          {
            file,
            fileName: row.fileName,
            status: row.status,
            pages: row.pages,
            fields: row.fields,
            evidence: row.evidence ?? {},
            confidence: row.confidence ?? {},
            pageSizes: row.pageSizes,
            error: row.error,
            createdAt: at(row.createdAt),
            readAt: row.readAt ? at(row.readAt) : null,
          },
        ];
      }),
      files: document,
    },
    entries,
  };
}

function themeOf(theme: unknown) {
  const parsed = themeSchema.safeParse(theme);
  return parsed.success ? parsed.data : null;
}

function groupBy<Row, Key>(rows: Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
