import {
  type BackupDocumentInput,
  backupDocumentSchema,
  backupMessages,
  restoredSummary,
} from "@common/backup";
import { upgradeBackupDocument } from "@common/backup-upgrade";
import { describe, expect, it } from "vitest";

const at = "2026-11-24T12:00:00.000Z";
const cycle = {
  receivedDate: null,
  expirationDate: "2027-01-31",
  reportingPeriodStart: null,
  reportingPeriodEnd: null,
  creditsRequired: 20,
  creditsEarned: 0,
  creditsMissing: 20,
  requirements: { categories: [], carryOver: null },
  documentFile: null,
  documentName: null,
};

function backup(changes: Partial<BackupDocumentInput> = {}): BackupDocumentInput {
  return {
    schemaVersion: 1,
    appVersion: "0.1.0",
    exportedAt: at,
    profile: {
      username: "dana",
      email: null,
      firstName: "Dana",
      lastName: null,
      phoneNumber: null,
      timeZone: "UTC",
      theme: null,
      avatarFile: null,
      createdAt: at,
    },
    notificationPreferences: {
      notifyExpirations: true,
      notifyDueDates: true,
      notifyDaysInAdvance: 30,
      notificationMethod: "in-app",
    },
    certifications: [
      {
        id: 7,
        name: "RN License",
        provider: null,
        ...cycle,
        categoriesMissing: [],
        status: "active",
        creditsUnit: "hours",
        logoFile: null,
        licenseNumber: null,
        issuingBody: null,
        jurisdiction: null,
        renewalUrl: null,
        renewalFee: null,
        cycle: 2,
        pastCycles: [{ ...cycle, cycle: 1, renewedAt: at }],
        createdAt: at,
        updatedAt: at,
      },
    ],
    credits: [],
    requirementTemplates: [],
    notifications: [],
    activities: [],
    remindersSent: [],
    feedback: [],
    files: [],
    ...changes,
  };
}

const credit = (
  countsToward: { certificationId: number; cycle: number }[],
  file: string | null,
) => ({
  id: 3,
  title: "Ethics",
  provider: null,
  description: null,
  credits: 2,
  completionDate: "2026-01-10",
  categories: [],
  certificateFile: file,
  certificateName: file ? "ethics.pdf" : null,
  countsToward,
  createdAt: at,
  updatedAt: at,
});

const file = (ref: string, purpose: "certificate" | "logo" | "capture") => ({
  ref,
  path: `files/${ref}`,
  purpose,
  name: null,
  contentType: "application/pdf" as const,
  size: 10,
  sha256: "a".repeat(64),
});

const problemsOf = (document: unknown) => {
  const result = backupDocumentSchema.safeParse(document);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("backup.json", () => {
  it("takes a document whose references all hold", () => {
    const document = backup({
      credits: [credit([{ certificationId: 7, cycle: 2 }], "1")],
      files: [file("1", "certificate")],
    });
    expect(problemsOf(document)).toEqual([]);
  });

  it("refuses references to what the backup does not hold", () => {
    expect(
      problemsOf(backup({ credits: [credit([{ certificationId: 8, cycle: 1 }], null)] })),
    ).toEqual(["credits.0.countsToward.0"]);
    // A cycle the certification has not reached yet.
    expect(
      problemsOf(backup({ credits: [credit([{ certificationId: 7, cycle: 3 }], null)] })),
    ).toEqual(["credits.0.countsToward.0"]);
    expect(
      problemsOf(backup({ credits: [credit([{ certificationId: 7, cycle: 2 }], "9")] })),
    ).toEqual(["credits.0.certificateFile"]);
    // A logo is not a certificate.
    const logo = backup({
      credits: [credit([{ certificationId: 7, cycle: 2 }], "1")],
      files: [file("1", "logo")],
    });
    expect(problemsOf(logo)).toEqual(["credits.0.certificateFile"]);
  });

  it("refuses a reminder listed twice, which the database keeps once", () => {
    const reminder = {
      certificationId: 7,
      deadlineKind: "expiration" as const,
      deadlineDate: "2027-01-31",
      step: "lead" as const,
      sentOn: "2026-11-20",
      creditsMissing: 20,
      categoriesMissing: [],
      pace: null,
      reportingPeriodEndsToo: false,
      method: "in-app" as const,
      createdAt: at,
    };
    expect(problemsOf(backup({ remindersSent: [reminder] }))).toEqual([]);
    expect(
      problemsOf(backup({ remindersSent: [reminder, { ...reminder, sentOn: "2026-11-21" }] })),
    ).toEqual(["remindersSent.1"]);
    expect(
      problemsOf(backup({ remindersSent: [reminder, { ...reminder, step: "passed" as const }] })),
    ).toEqual([]);
  });

  it("takes captures with files of their own, and a backup made before captures were carried", () => {
    const capture = {
      file: "1",
      fileName: "ethics.pdf",
      status: "queued" as const,
      pages: null,
      fields: null,
      evidence: {},
      confidence: {},
      error: null,
      createdAt: at,
      readAt: null,
    };
    expect(problemsOf(backup({ captures: [capture], files: [file("1", "capture")] }))).toEqual([]);
    // A certificate's file is not a capture's, and a capture's file is no one else's.
    expect(problemsOf(backup({ captures: [capture], files: [file("1", "certificate")] }))).toEqual([
      "captures.0.file",
    ]);
    const shared = backup({
      credits: [credit([{ certificationId: 7, cycle: 2 }], "1")],
      captures: [capture],
      files: [file("1", "capture")],
    });
    expect(problemsOf(shared)).toEqual(["credits.0.certificateFile", "captures.0.file"]);
    const { captures: _none, ...older } = backup();
    expect(backupDocumentSchema.parse(older).captures).toEqual([]);
  });

  it("refuses a file stored anywhere but files/<ref>", () => {
    const document = backup({ files: [{ ...file("1", "certificate"), path: "../1" }] });
    expect(problemsOf(document)).toEqual(["files.0.path"]);
  });
});

describe("upgradeBackupDocument", () => {
  it("passes the current format through and refuses newer or unnamed ones", () => {
    expect(upgradeBackupDocument(backup())).toEqual(backup());
    expect(() => upgradeBackupDocument({ ...backup(), schemaVersion: 2 })).toThrow(
      backupMessages.newerVersion(2),
    );
    expect(() => upgradeBackupDocument({ ...backup(), schemaVersion: "1" })).toThrow(
      backupMessages.unknownVersion,
    );
    expect(() => upgradeBackupDocument({ certifications: [] })).toThrow(
      backupMessages.unknownVersion,
    );
  });
});

describe("restoredSummary", () => {
  it("counts what was restored in words, and the certificates to review when there are any", () => {
    expect(restoredSummary({ certifications: 12, credits: 140, files: 37, captures: 0 })).toBe(
      "Restored 12 certifications, 140 credits and 37 files",
    );
    expect(restoredSummary({ certifications: 1, credits: 1, files: 0, captures: 0 })).toBe(
      "Restored 1 certification, 1 credit and 0 files",
    );
    expect(restoredSummary({ certifications: 12, credits: 140, files: 39, captures: 2 })).toBe(
      "Restored 12 certifications, 140 credits, 39 files and 2 certificates to review",
    );
    expect(restoredSummary({ certifications: 0, credits: 0, files: 1, captures: 1 })).toBe(
      "Restored 0 certifications, 0 credits, 1 file and 1 certificate to review",
    );
  });
});
