import { z } from "zod";
import { timeZoneField } from "./accounts/fields";
import { captureFieldNames } from "./capture/capture-fields";
import { captureStatuses, captureUploadRule, maxWaitingCaptures } from "./captures";
import { activityTypes } from "./certifications/activity";
import { isCalendarDate } from "./certifications/calendar-date";
import { certificationStatuses, creditsUnits } from "./certifications/certification";
import { categoryMissingSchema } from "./certifications/progress-schema";
import { requirementsSchema } from "./certifications/requirements";
import { feedbackCategories, feedbackStatuses, feedbackTypes } from "./feedback";
import { fileAnswer } from "./http-answers";
import { largestInteger } from "./integer-column";
import { deadlineKinds, type ReminderStep } from "./reminders";
import { ruleFields } from "./requirement-library/follow";
import { refuseUnacceptableText } from "./text";
import { themeSchema } from "./theme";
import { documentUploadRule, imageUploadRule, type UploadRule } from "./upload-rules";
import { notificationMethods } from "./user";

/**
 * The backup of one account (GET /api/user/backup, POST /api/user/backup/restore): a ZIP holding
 * `backup.json` (this schema) and every uploaded file under `files/`. Ids in the document are
 * references between its parts only; a restore gives every row a new id.
 */
export const backupSchemaVersion = 1;
export const backupDocumentName = "backup.json";
export const backupFilesFolder = "files/";

/** What a restore may be given (decision "account backup"). */
export const backupLimits = {
  /** The uploaded ZIP. */
  zipBytes: 100 * 1024 * 1024,
  /** backup.json once extracted. */
  documentBytes: 32 * 1024 * 1024,
  /** One uploaded file once extracted: the largest upload the app takes (a capture's). */
  fileBytes: captureUploadRule.maxBytes,
  /** Everything extracted together. */
  totalBytes: 200 * 1024 * 1024,
  files: 5000,
  certifications: 10_000,
  credits: 100_000,
  rows: 200_000,
} as const;

/** The ZIP a restore takes, as a raw upload; its content decides, not the declared type. */
export const backupUploadRule = {
  contentTypes: ["application/zip", "application/x-zip-compressed", "application/octet-stream"],
  maxBytes: backupLimits.zipBytes,
  messages: {
    wrongType: "Choose a CertMinder backup (.zip)",
    tooLarge: "A backup must be 100 MB or smaller",
  },
} as const satisfies UploadRule;

export const backupMessages = {
  notEmpty:
    "Restore works only into an empty account: this one already has certifications, credits or requirement templates.",
  notZip: "This file is not a ZIP file, or it is damaged.",
  noDocument: "This ZIP file is not a CertMinder backup: it has no backup.json.",
  badJson: "backup.json is not valid JSON.",
  newerVersion: (version: number) =>
    `This backup was made by a newer version of CertMinder (backup format ${version}). Update CertMinder to restore it.`,
  unknownVersion: "backup.json does not say which backup format it is in.",
  invalid: (where: string, problem: string) => `backup.json is not valid at ${where}: ${problem}`,
  unsafeName: (name: string) => `The backup holds a file with an unsafe name: ${name}`,
  unexpectedEntry: (name: string) => `The backup holds a file it does not list: ${name}`,
  missingFile: (path: string) => `The backup lists ${path}, but the file is not in it.`,
  checksum: (path: string) =>
    `${path} does not match its SHA-256 checksum: it was changed or damaged.`,
  wrongFileType: (path: string) => `${path} is not a type of file CertMinder takes.`,
  fileTooLarge: (path: string) =>
    `${path} is larger than any file CertMinder takes (${backupLimits.fileBytes / 1024 / 1024} MB).`,
  tooManyEntries: "The backup holds more files than a restore takes (5,000).",
  extractedTooLarge: "The backup's files together are larger than a restore takes (200 MB).",
  busy: "A backup is already being restored into this account.",
  tooManyCaptures: (inBackup: number, held: number) =>
    `This backup holds ${inBackup} certificates to review and this account already has ${held}: an account holds ${maxWaitingCaptures} at most. Review or discard ${inBackup + held - maxWaitingCaptures} of this account's before restoring.`,
} as const;

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullable();
const calendarDate = z.string().max(10).refine(isCalendarDate, "must be a date as YYYY-MM-DD");
const optionalDate = calendarDate.nullable();
const moment = z.iso.datetime({ offset: true });
const amount = z.number().min(0).max(100_000_000);
const whole = z.number().int().min(0).max(largestInteger);
/** A reference to a row of the backup (its id where it was made). */
const reference = z.number().int().min(1).max(largestInteger);
/** A reference to an entry of `files` (`files/<ref>`). */
const fileReference = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a file reference of letters, digits, - or _");

export const backupFilePurposes = ["avatar", "logo", "certificate", "document", "capture"] as const;
export type BackupFilePurpose = (typeof backupFilePurposes)[number];

/**
 * What a file of each purpose may be, as its upload was held to. A credit's certificate may be
 * a capture's file, which became its certificate when the capture was saved as the credit.
 */
export const backupFileRules: Record<BackupFilePurpose, UploadRule> = {
  avatar: imageUploadRule,
  logo: imageUploadRule,
  certificate: captureUploadRule,
  document: documentUploadRule,
  capture: captureUploadRule,
};
export const backupContentTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;

export const backupFileSchema = z.object({
  ref: fileReference,
  /** Where the bytes are in the ZIP: `files/<ref>`. */
  path: text(200),
  purpose: z.enum(backupFilePurposes),
  /** The name it was uploaded with (null for a logo or an avatar, which keep none). */
  name: optionalText(500),
  contentType: z.enum(backupContentTypes),
  size: whole,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hexadecimal"),
});

const cycleFields = {
  receivedDate: optionalDate,
  expirationDate: optionalDate,
  reportingPeriodStart: optionalDate,
  reportingPeriodEnd: optionalDate,
  creditsRequired: amount,
  creditsEarned: amount,
  creditsMissing: amount,
  requirements: requirementsSchema,
  documentFile: fileReference.nullable(),
  documentName: optionalText(500),
};

export const backupPastCycleSchema = z.object({
  cycle: z.number().int().min(1).max(10_000),
  ...cycleFields,
  renewedAt: moment,
});

export const backupCertificationSchema = z.object({
  id: reference,
  name: text(200).min(1),
  provider: optionalText(200),
  ...cycleFields,
  categoriesMissing: z.array(categoryMissingSchema).max(100),
  status: z.enum(certificationStatuses),
  creditsUnit: z.enum(creditsUnits),
  logoFile: fileReference.nullable(),
  licenseNumber: optionalText(100),
  issuingBody: optionalText(200),
  jurisdiction: optionalText(100),
  renewalUrl: optionalText(2000),
  renewalFee: z.number().min(0).max(1_000_000).nullable(),
  /** The current cycle; the finished ones are `pastCycles`. */
  cycle: z.number().int().min(1).max(10_000),
  /**
   * The requirement library's rule set followed, and the fields detached from it. Absent from
   * backups made before the library.
   */
  ruleSet: z
    .object({
      id: text(80).min(1),
      version: z.number().int().min(1).max(1_000_000),
      detached: z.array(z.enum(ruleFields)).max(ruleFields.length),
    })
    .nullable()
    .default(null),
  pastCycles: z.array(backupPastCycleSchema).max(10_000),
  createdAt: moment,
  updatedAt: moment,
});

export const backupCreditSchema = z.object({
  id: reference,
  title: text(200).min(1),
  provider: optionalText(200),
  /** Absent from backups made before credits kept it. */
  approvalNumber: optionalText(100).default(null),
  description: optionalText(2000),
  credits: amount,
  completionDate: calendarDate,
  categories: z.array(text(100)).max(10),
  certificateFile: fileReference.nullable(),
  certificateName: optionalText(500),
  /** The certifications it counts toward, each in the cycle it was recorded for. */
  countsToward: z
    .array(z.object({ certificationId: reference, cycle: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(10),
  createdAt: moment,
  updatedAt: moment,
});

export const backupRequirementTemplateSchema = z.object({
  name: text(100).min(1),
  creditsRequired: amount,
  creditsUnit: z.enum(creditsUnits),
  requirements: requirementsSchema,
  createdAt: moment,
  updatedAt: moment,
});

export const backupNotificationSchema = z.object({
  title: text(500),
  message: text(5000),
  type: text(100),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  certificationId: reference.nullable(),
  deadlineKind: z.enum(deadlineKinds).nullable(),
  deadlineDate: optionalDate,
  archivedReason: optionalText(500),
  createdAt: moment,
});

export const backupActivitySchema = z.object({
  certificationId: reference.nullable(),
  type: z.enum(activityTypes),
  title: text(500),
  detail: optionalText(500),
  createdAt: moment,
});

export const backupReminderSchema = z.object({
  certificationId: reference,
  deadlineKind: z.enum(deadlineKinds),
  deadlineDate: calendarDate,
  step: z.custom<ReminderStep>(
    (step) => typeof step === "string" && /^(lead|passed|behind|[1-9][0-9]{0,2}d)$/.test(step),
    "must be a reminder step",
  ),
  sentOn: calendarDate,
  creditsMissing: amount,
  categoriesMissing: z.array(categoryMissingSchema).max(100),
  pace: z
    .object({
      perMonth: z.number(),
      recentPerMonth: z.number().nullable(),
      expectedFinish: optionalDate,
    })
    .nullable(),
  reportingPeriodEndsToo: z.boolean(),
  method: z.enum(notificationMethods),
  createdAt: moment,
});

export const backupFeedbackSchema = z.object({
  type: z.enum(feedbackTypes),
  category: z.enum(feedbackCategories),
  subject: text(200),
  message: text(5000),
  rating: z.number().int().min(1).max(5).nullable(),
  status: z.enum(feedbackStatuses),
  createdAt: moment,
});

export const backupProfileSchema = z.object({
  username: text(100),
  email: optionalText(320),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: optionalText(32),
  timeZone: timeZoneField,
  theme: themeSchema.nullable(),
  avatarFile: fileReference.nullable(),
  createdAt: moment,
});

export const backupNotificationPreferencesSchema = z.object({
  notifyExpirations: z.boolean(),
  notifyDueDates: z.boolean(),
  notifyDaysInAdvance: z.number().int().min(1).max(365),
  notificationMethod: z.enum(notificationMethods),
});

const box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const captureEvidence = z.object({
  text: text(5000),
  page: z.number().int().min(0).max(10_000),
  box,
});

/**
 * A certificate waiting in the user's inbox, with its file. What was read (pages, fields, where
 * each was read and how sure) is kept for a ready or failed one; one still queued or being read
 * is queued again where it is restored. Its file's type is the file's.
 */
export const backupCaptureSchema = z.object({
  file: fileReference,
  fileName: text(500).min(1),
  status: z.enum(captureStatuses),
  pages: z.number().int().min(0).max(100_000).nullable(),
  fields: z
    .object({
      title: optionalText(2000),
      provider: optionalText(2000),
      completionDate: optionalDate,
      credits: amount.nullable(),
      creditsUnit: z.enum(creditsUnits).nullable(),
      categories: z.array(text(100)).max(100),
    })
    .nullable(),
  evidence: z.partialRecord(z.enum(captureFieldNames), z.array(captureEvidence).max(100)),
  confidence: z.partialRecord(z.enum(captureFieldNames), z.number().min(0).max(1)),
  /**
   * Each page read, in the units its evidence is in, as the review places the outlines; absent
   * from backups made before pages were shown as images (their outlines are then not drawn).
   */
  pageSizes: z
    .array(
      z.object({ width: z.number().positive().max(1e6), height: z.number().positive().max(1e6) }),
    )
    .max(100)
    .nullable()
    .default(null),
  /** What went wrong when it failed; what the reader could not find when ready. */
  error: optionalText(2000),
  createdAt: moment,
  readAt: moment.nullable(),
});

const list = <Item extends z.ZodType>(item: Item, max: number = backupLimits.rows) =>
  z.array(item).max(max);

const backupDocumentBase = z.object({
  schemaVersion: z.literal(backupSchemaVersion),
  appVersion: text(50),
  exportedAt: moment,
  profile: backupProfileSchema,
  notificationPreferences: backupNotificationPreferencesSchema,
  certifications: list(backupCertificationSchema, backupLimits.certifications),
  credits: list(backupCreditSchema, backupLimits.credits),
  requirementTemplates: list(backupRequirementTemplateSchema, 1000),
  notifications: list(backupNotificationSchema),
  activities: list(backupActivitySchema),
  remindersSent: list(backupReminderSchema),
  /** What the user wrote to the administrators; kept for the record, never restored. */
  feedback: list(backupFeedbackSchema, 10_000),
  /** Absent from backups made before captures were carried: none. */
  captures: list(backupCaptureSchema, maxWaitingCaptures).default([]),
  files: list(backupFileSchema, backupLimits.files),
});

/** Also holds every text to the rule of every request: no control or broken characters. */
export const backupDocumentSchema = backupDocumentBase
  .superRefine(checkReferences)
  .superRefine(refuseUnacceptableText);
export type BackupDocument = z.output<typeof backupDocumentSchema>;
export type BackupDocumentInput = z.input<typeof backupDocumentSchema>;
export type BackupFile = z.output<typeof backupFileSchema>;

/** Every reference points at something in the document, and no file is used twice. */
function checkReferences(backup: z.output<typeof backupDocumentBase>, context: z.RefinementCtx) {
  const problem = (path: (string | number)[], message: string) =>
    context.addIssue({ code: "custom", path, message });
  const certificationCycles = new Map<number, number>();
  backup.certifications.forEach((certification, index) => {
    if (certificationCycles.has(certification.id)) {
      problem(["certifications", index, "id"], "is used by two certifications");
    }
    certificationCycles.set(certification.id, certification.cycle);
    const seen = new Set<number>();
    certification.pastCycles.forEach((past, at) => {
      if (past.cycle >= certification.cycle || seen.has(past.cycle)) {
        problem(["certifications", index, "pastCycles", at, "cycle"], "is not a finished cycle");
      }
      seen.add(past.cycle);
    });
  });
  const creditIds = new Set<number>();
  backup.credits.forEach((credit, index) => {
    if (creditIds.has(credit.id)) problem(["credits", index, "id"], "is used by two credits");
    creditIds.add(credit.id);
    const toward = new Set<number>();
    credit.countsToward.forEach((share, at) => {
      const current = certificationCycles.get(share.certificationId);
      if (current === undefined || share.cycle > current || toward.has(share.certificationId)) {
        problem(["credits", index, "countsToward", at], "is not a certification of the backup");
      }
      toward.add(share.certificationId);
    });
  });
  const templateNames = new Set<string>();
  backup.requirementTemplates.forEach((template, index) => {
    const key = template.name.toLowerCase();
    if (templateNames.has(key)) problem(["requirementTemplates", index, "name"], "is used twice");
    templateNames.add(key);
  });
  const rowsAbout = [
    ["notifications", backup.notifications],
    ["activities", backup.activities],
    ["remindersSent", backup.remindersSent],
  ] as const;
  for (const [name, rows] of rowsAbout) {
    rows.forEach((row, index) => {
      if (row.certificationId !== null && !certificationCycles.has(row.certificationId)) {
        problem([name, index, "certificationId"], "is not a certification of the backup");
      }
    });
  }

  // The database keeps one reminder per certification, deadline and step.
  const reminderKeys = new Set<string>();
  backup.remindersSent.forEach((reminder, index) => {
    const key = [
      reminder.certificationId,
      reminder.deadlineKind,
      reminder.deadlineDate,
      reminder.step,
    ].join(" ");
    if (reminderKeys.has(key)) problem(["remindersSent", index], "is listed twice");
    reminderKeys.add(key);
  });

  const files = new Map(backup.files.map((file) => [file.ref, file]));
  if (files.size !== backup.files.length) problem(["files"], "lists a file twice");
  backup.files.forEach((file, index) => {
    if (file.path !== `${backupFilesFolder}${file.ref}`) {
      problem(["files", index, "path"], `must be ${backupFilesFolder}${file.ref}`);
    }
  });
  const used = new Set<string>();
  const takeFile = (ref: string | null, purposes: string[], path: (string | number)[]) => {
    if (ref === null) return;
    const file = files.get(ref);
    if (!file || !purposes.includes(file.purpose) || used.has(ref)) {
      problem(path, "is not a file of the backup, or is used twice");
    }
    used.add(ref);
  };
  takeFile(backup.profile.avatarFile, ["avatar"], ["profile", "avatarFile"]);
  backup.certifications.forEach((certification, index) => {
    takeFile(certification.logoFile, ["logo"], ["certifications", index, "logoFile"]);
    takeFile(certification.documentFile, ["document"], ["certifications", index, "documentFile"]);
    certification.pastCycles.forEach((past, at) => {
      const path = ["certifications", index, "pastCycles", at, "documentFile"];
      takeFile(past.documentFile, ["document"], path);
    });
  });
  backup.credits.forEach((credit, index) => {
    takeFile(credit.certificateFile, ["certificate"], ["credits", index, "certificateFile"]);
  });
  backup.captures.forEach((capture, index) => {
    takeFile(capture.file, ["capture"], ["captures", index, "file"]);
  });
}

/** POST /api/user/backup/restore: what was restored. */
export const backupRestoredSchema = z.object({
  certifications: z.number().int(),
  credits: z.number().int(),
  files: z.number().int(),
  /** Certificates back in the inbox, to be reviewed (or read first). */
  captures: z.number().int(),
});
export type BackupRestored = z.infer<typeof backupRestoredSchema>;

/** GET /api/user/backup/status: whether this account can take a restore. */
export const backupStatusSchema = z.object({ canRestore: z.boolean() });
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * "Restored 12 certifications, 140 credits and 37 files", and ", 37 files and 2 certificates to
 * review" when the inbox had some.
 */
export function restoredSummary({
  certifications,
  credits,
  files,
  captures,
}: BackupRestored): string {
  const of = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
  const counts = [
    of(certifications, "certification", "certifications"),
    of(credits, "credit", "credits"),
    of(files, "file", "files"),
    ...(captures > 0 ? [of(captures, "certificate to review", "certificates to review")] : []),
  ];
  return `Restored ${counts.slice(0, -1).join(", ")} and ${counts.at(-1)}`;
}

/** GET /api/user/backup: everything the user owns, as a ZIP. */
export const backupFile = fileAnswer("The backup", ["application/zip"]);
