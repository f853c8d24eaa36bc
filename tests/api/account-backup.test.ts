import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { type BackupDocumentInput, backupMessages, backupUploadRule } from "@common/backup";
import { type Capture, maxWaitingCaptures } from "@common/captures";
import type { Certification, CertificationDetail } from "@common/certifications/certification";
import type { Credit } from "@common/certifications/credit";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { captures, files } from "../../src/server/db/schema";
import { onCaptureAdded } from "../../src/server/features/captures/capture-added";
import { claimCapture } from "../../src/server/features/captures/capture-queue";
import {
  type ReadCapture,
  readWaitingCaptures,
} from "../../src/server/features/captures/read-waiting-captures";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import type { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  getList,
  pdf,
  png,
  sendRaw,
  webp,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { insertNotification, notificationListOf } from "../support/notifications";
import { solidPng } from "../support/solid-png";
import { setUpTestApp } from "../support/test-app";
import { zipFiles } from "../support/zip-entries";

const now = "2026-11-24T12:00:00.000Z";
const t = setUpTestApp({ now });
beforeAll(() => loadRequirementRules(t.db));

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const scan = Buffer.concat([pdf, Buffer.from(`%${"scanned page ".repeat(2000)}\n`)]);
const photo = solidPng(40, 30, [200, 30, 90]);

function expectOk(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
}

/**
 * An account as a nurse keeps it: a license renewed once (its first cycle's document kept),
 * with category requirements, a second certification with a logo, a credit with a PDF
 * certificate, a credit counting toward both with a photographed certificate, a template,
 * notifications, reminder preferences and a theme.
 */
async function fillAccount(agent: Agent, userId: number) {
  const license = await addCertification(agent, {
    name: "RN License",
    creditsRequired: 20,
    requirements: { categories: [{ name: "Ethics", kind: "minimum", credits: 2 }] },
    // It follows the library's rule set, its own name, credits and categories detached.
    ruleSet: { id: "rn-california", version: 1 },
  });
  expectOk(
    await sendRaw(
      agent,
      `/api/certifications/${license.id}/document?name=card one.pdf`,
      pdf,
      "application/pdf",
    ),
    "document",
  );
  const first = await addCredit(agent, license.id, {
    title: "First cycle course",
    approvalNumber: "CEP 16442",
    credits: 8,
    completionDate: "2025-03-01",
  });
  expectOk(
    await sendRaw(
      agent,
      `/api/credits/${first.id}/certificate?name=first.pdf`,
      scan,
      "application/pdf",
    ),
    "certificate",
  );
  expectOk(
    await agent.post(`/api/certifications/${license.id}/renew`, {
      receivedDate: "2026-02-01",
      expirationDate: "2028-01-31",
      reportingPeriodStart: "2026-02-01",
      reportingPeriodEnd: "2028-01-31",
      creditsRequired: 24,
    }),
    "renew",
  );
  const ccrn = await addCertification(agent, { name: "CCRN", creditsRequired: 10 });
  // Expires in 16 days: the reminder sweep notifies at once (lead time 30 days).
  await addCertification(agent, {
    name: "BLS card",
    expirationDate: "2026-12-10",
    reportingPeriodEnd: null,
    creditsRequired: 0,
  });
  await t.app.remindersSettled();
  expectOk(await sendRaw(agent, `/api/certifications/${ccrn.id}/logo`, png, "image/png"), "logo");
  const shared = await addCredit(agent, license.id, {
    title: "Ethics for nurses",
    credits: 3,
    completionDate: "2026-06-01",
    categories: ["Ethics"],
    certificationIds: [license.id, ccrn.id],
  });
  expectOk(
    await sendRaw(
      agent,
      `/api/credits/${shared.id}/certificate?name=ethics.png`,
      photo,
      "image/png",
    ),
    "photo",
  );
  expectOk(
    await agent.post("/api/requirement-templates", {
      name: "State RN",
      creditsRequired: 24,
      creditsUnit: "hours",
      requirements: { categories: [{ name: "Ethics", kind: "minimum", credits: 2 }] },
    }),
    "template",
  );
  expectOk(
    await agent.patch("/api/user/notification-preferences", {
      notifyDaysInAdvance: 45,
      notifyDueDates: false,
    }),
    "preferences",
  );
  expectOk(
    await agent.put("/api/theme", {
      variant: "tint",
      primary: "#0f766e",
      appearance: "light",
      radius: 1,
    }),
    "theme",
  );
  await insertNotification(t.db, userId, {
    title: "RN License expires soon",
    certificationId: license.id,
  });
  return { license, ccrn, first, shared };
}

async function download(agent: Agent) {
  const response = await agent.get("/api/user/backup");
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function backupOf(agent: Agent) {
  const response = await download(agent);
  const entries = await zipFiles(response.rawPayload);
  const json = entries.get("backup.json");
  if (!json) throw new Error("no backup.json");
  return {
    response,
    entries,
    document: JSON.parse(json.data.toString("utf8")) as BackupDocumentInput,
  };
}

function restore(agent: Agent, zip: Buffer) {
  return agent.csrfToken().then((token) =>
    agent.send("POST", "/api/user/backup/restore", zip, {
      "content-type": "application/zip",
      "x-csrf-token": token,
    }),
  );
}

async function bytesAt(agent: Agent, url: string) {
  const response = await agent.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.rawPayload;
}

/** What a user sees of their records, without ids, addresses and the moments of writing. */
async function recordsOf(agent: Agent) {
  const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
  const certifications = [];
  for (const row of rows) {
    const detail = (await agent.get(`/api/certifications/${row.id}`)).json<CertificationDetail>();
    const { rows: credits } = await getList<Credit>(agent, `/api/certifications/${row.id}/credits`);
    const { id, logo, updatedAt: _updated, document, pastCycles, ...shown } = detail;
    const files: Record<string, string> = {};
    if (logo) files.logo = sha256(await bytesAt(agent, logo));
    if (document) files[document.name] = sha256(await bytesAt(agent, document.url));
    const cycles = [];
    for (const { document: pastDocument, ...past } of pastCycles) {
      if (pastDocument) {
        files[`cycle ${past.cycle} ${pastDocument.name}`] = sha256(
          await bytesAt(agent, pastDocument.url),
        );
      }
      cycles.push(past);
    }
    const pastCredits = [];
    for (const past of detail.pastCycles) {
      const { rows: old } = await getList<Credit>(
        agent,
        `/api/certifications/${id}/credits?cycle=${past.cycle}`,
      );
      pastCredits.push(...old);
    }
    const creditViews = [];
    for (const credit of [...credits, ...pastCredits]) {
      const { id: _credit, certificationId: _of, certificateUrl, shares, ...fields } = credit;
      creditViews.push({
        ...fields,
        shares: shares.map((share) => ({ name: share.name, cycle: share.cycle })),
        certificate: certificateUrl ? sha256(await bytesAt(agent, certificateUrl)) : null,
      });
    }
    // Ids are new in a restored account: a verdict is told by its credit's title instead.
    const titles = new Map([...credits, ...pastCredits].map((credit) => [credit.id, credit.title]));
    const progress = {
      ...shown.progress,
      credits: shown.progress.credits.map(({ creditId, ...verdict }) => ({
        ...verdict,
        credit: titles.get(creditId),
      })),
    };
    certifications.push({ ...shown, progress, pastCycles: cycles, files, credits: creditViews });
  }
  const templates = (await agent.get("/api/requirement-templates")).json<{ name: string }[]>();
  const notifications = (await notificationListOf(agent)).notifications.map(
    ({ title, message, isRead }) => ({ title, message, isRead }),
  );
  const preferences = (await agent.get("/api/user/notification-preferences")).json();
  const theme = (await agent.get("/api/theme")).json();
  const { rows: activity } = await getList<{ title: string; date: string }>(
    agent,
    "/api/activities",
  );
  return {
    activity: activity.map(({ title, date }) => ({ title, date })),
    certifications,
    templates: templates.map(
      ({ id: _id, createdAt: _c, updatedAt: _u, ...template }: Record<string, unknown>) => template,
    ),
    notifications,
    preferences,
    theme,
  };
}

/** A ZIP as yazl writes it, from names and contents. */
async function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) zip.addBuffer(Buffer.from(data), name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("GET /api/user/backup", () => {
  it("holds everything the user owns, every file with its checksum, and no secret", async () => {
    const { user, agent } = await signedIn(t, { firstName: "Dana", timeZone: "Pacific/Auckland" });
    await fillAccount(agent, user.id);
    const { response, entries, document } = await backupOf(agent);

    // 2026-11-24 12:00 UTC is already the 25th in Auckland.
    expect(response.headers["content-disposition"]).toContain(
      'filename="CertMinder backup 2026-11-25.zip"',
    );
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(document).toMatchObject({
      schemaVersion: 1,
      exportedAt: now,
      profile: { firstName: "Dana", username: user.username },
    });
    expect(document.certifications.map((row) => row.name).sort()).toEqual([
      "BLS card",
      "CCRN",
      "RN License",
    ]);
    expect(document.remindersSent).toMatchObject([{ deadlineKind: "expiration", step: "lead" }]);
    expect(
      document.certifications.find((row) => row.name === "RN License")?.pastCycles,
    ).toHaveLength(1);
    expect(document.credits.map((row) => row.countsToward.length).sort()).toEqual([1, 2]);
    expect(document.requirementTemplates).toMatchObject([{ name: "State RN" }]);
    expect(document.notificationPreferences).toMatchObject({
      notifyDaysInAdvance: 45,
      notifyDueDates: false,
    });
    expect(document.files.map((file) => file.purpose).sort()).toEqual([
      "certificate",
      "certificate",
      "document",
      "logo",
    ]);
    for (const file of document.files) {
      expect(sha256(entries.get(file.path)?.data ?? Buffer.alloc(0)), file.path).toBe(file.sha256);
    }
    expect(document.files.find((file) => file.name === "ethics.png")).toMatchObject({
      contentType: "image/png",
      size: photo.length,
    });
    expect([...entries.keys()].sort()).toEqual(
      ["backup.json", ...document.files.map((file) => file.path)].sort(),
    );

    const text = entries.get("backup.json")?.data.toString("utf8") ?? "";
    for (const secret of [
      user.password,
      "mfaSecret",
      "password",
      "recovery",
      "stripe",
      "session",
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it("never holds another user's data", async () => {
    const other = await signedIn(t);
    await addCertification(other.agent, { name: "Someone else's license" });
    const { agent } = await signedIn(t);
    await addCertification(agent, { name: "Mine" });
    const { document, entries } = await backupOf(agent);
    expect(document.certifications.map((row) => row.name)).toEqual(["Mine"]);
    expect(entries.get("backup.json")?.data.toString("utf8")).not.toContain("Someone else");
  });
});

describe("POST /api/user/backup/restore", () => {
  it("reproduces the records, files byte for byte and progress in a fresh account", async () => {
    const { user, agent } = await signedIn(t, {
      firstName: "Dana",
      lastName: "Reyes",
      timeZone: "America/Chicago",
    });
    await fillAccount(agent, user.id);
    const before = await recordsOf(agent);
    const { response } = await backupOf(agent);

    const fresh = await signedIn(t, { timeZone: "UTC" });
    expect((await fresh.agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: true });
    const restored = await restore(fresh.agent, response.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ certifications: 3, credits: 2, files: 4, captures: 0 });
    // The reminder already sent for the BLS card is restored with it, not sent again.
    await t.app.remindersSettled();

    expect(await recordsOf(fresh.agent)).toEqual(before);
    const profile = (await fresh.agent.get("/api/user")).json();
    expect(profile).toMatchObject({
      firstName: "Dana",
      lastName: "Reyes",
      timeZone: "America/Chicago",
      username: fresh.user.username,
      email: fresh.user.email,
    });
    expect((await fresh.agent.get("/api/user/backup/status")).json()).toEqual({
      canRestore: false,
    });
    // The original account is untouched and still its own.
    expect(await recordsOf(agent)).toEqual(before);
  });

  it("restores every certification into a free account, which then adds none past its limit", async () => {
    const source = await signedIn(t, { subscriptionStatus: "active" });
    for (const name of ["One", "Two", "Three", "Four"])
      await addCertification(source.agent, { name });
    const { response } = await backupOf(source.agent);
    const { agent } = await signedIn(t);
    const restored = await restore(agent, response.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ certifications: 4 });
    const added = await agent.post("/api/certifications", { name: "Five" });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({ upgradeUrl: "/subscribe" });
  });

  it("refuses an account that has records, with 409, and changes nothing", async () => {
    const source = await signedIn(t);
    await addCertification(source.agent, { name: "From the backup" });
    const { response } = await backupOf(source.agent);
    const { agent } = await signedIn(t);
    await addCertification(agent, { name: "Already here" });
    const before = await recordsOf(agent);
    const refused = await restore(agent, response.rawPayload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: backupMessages.notEmpty });
    expect(await recordsOf(agent)).toEqual(before);
    expect((await agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: false });
  });

  it("refuses every malformed backup with the problem named, and changes nothing", async () => {
    const source = await signedIn(t);
    const { license } = await fillAccount(source.agent, source.user.id);
    const { response, entries, document } = await backupOf(source.agent);
    const zip = response.rawPayload;
    const filesOf = () =>
      [...entries.values()]
        .filter((entry) => entry.name !== "backup.json")
        .map((entry): [string, Buffer] => [entry.name, entry.data]);
    const withDocument = (changed: unknown) =>
      zipOf([...filesOf(), ["backup.json", JSON.stringify(changed)]]);
    const [firstFile] = document.files;
    if (!firstFile) throw new Error("no file in the backup");
    const bigScan = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);

    const cases: [string, Buffer, number, string][] = [
      ["not a zip", Buffer.from("%PDF-1.4 just a document"), 400, backupMessages.notZip],
      ["truncated", zip.subarray(0, Math.floor(zip.length / 2)), 400, backupMessages.notZip],
      ["no backup.json", await zipOf(filesOf()), 422, backupMessages.noDocument],
      [
        "bad JSON",
        await zipOf([...filesOf(), ["backup.json", "{ not json"]]),
        422,
        backupMessages.badJson,
      ],
      [
        "newer version",
        await withDocument({ ...document, schemaVersion: 99 }),
        422,
        backupMessages.newerVersion(99),
      ],
      [
        "no version",
        await withDocument({ ...document, schemaVersion: undefined }),
        422,
        backupMessages.unknownVersion,
      ],
      [
        "checksum mismatch",
        await withDocument({
          ...document,
          files: document.files.map((file) =>
            file === firstFile ? { ...file, sha256: "0".repeat(64) } : file,
          ),
        }),
        422,
        backupMessages.checksum(firstFile.path),
      ],
      [
        "missing file",
        await zipOf([["backup.json", JSON.stringify(document)]]),
        422,
        backupMessages.missingFile(firstFile.path),
      ],
      [
        "path with ..",
        // yazl writes no such name: it is put in afterwards, as a hostile archiver would.
        await zipOf([
          ...filesOf(),
          ["backup.json", JSON.stringify(document)],
          ["xx/evil.txt", "x"],
        ]).then((made) =>
          Buffer.from(made.toString("latin1").replaceAll("xx/evil.txt", "../evil.txt"), "latin1"),
        ),
        422,
        backupMessages.unsafeName("../evil.txt"),
      ],
      [
        "oversized entry",
        await zipOf([
          ...filesOf(),
          ["backup.json", JSON.stringify(document)],
          ["files/big", bigScan],
        ]),
        422,
        backupMessages.fileTooLarge("files/big"),
      ],
      [
        "invalid document",
        await withDocument({
          ...document,
          certifications: [{ ...document.certifications[0], status: "dormant" }],
        }),
        422,
        "backup.json is not valid at certifications.0.status",
      ],
    ];
    expect(license.id).toBeGreaterThan(0);

    const { agent, user } = await signedIn(t, { firstName: "Unchanged" });
    for (const [what, body, status, message] of cases) {
      const refused = await restore(agent, body);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(status);
      expect(refused.json<{ message: string }>().message, what).toContain(message);
    }
    const records = await recordsOf(agent);
    expect(records.certifications).toEqual([]);
    expect(records.templates).toEqual([]);
    expect((await agent.get("/api/user")).json()).toMatchObject({
      firstName: "Unchanged",
      username: user.username,
    });
    expect((await agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: true });
  });

  it("holds every record to the API's own rules, naming the field, and cleans names as the API does", async () => {
    const source = await signedIn(t);
    await fillAccount(source.agent, source.user.id);
    const { entries, document } = await backupOf(source.agent);
    const files = [...entries.values()]
      .filter((entry) => entry.name !== "backup.json")
      .map((entry): [string, Buffer] => [entry.name, entry.data]);
    const withDocument = (changed: BackupDocumentInput) =>
      zipOf([...files, ["backup.json", JSON.stringify(changed)]]);
    const [certification, ...otherCertifications] = document.certifications;
    const [credit, ...otherCredits] = document.credits;
    const [notification, ...otherNotifications] = document.notifications;
    if (!certification || !credit || !notification) throw new Error("the account is not filled");
    const changeCertification = (change: Record<string, unknown>) =>
      withDocument({
        ...document,
        certifications: [{ ...certification, ...change }, ...otherCertifications],
      });
    const changeCredit = (change: Record<string, unknown>) =>
      withDocument({ ...document, credits: [{ ...credit, ...change }, ...otherCredits] });

    const renewalUrl = "Renewal URL must be a web address starting with https:// or http://";
    const cases: [string, Buffer, string][] = [
      [
        "javascript: renewal URL",
        await changeCertification({ renewalUrl: "javascript:alert(document.cookie)" }),
        `certifications.0.renewalUrl: ${renewalUrl}`,
      ],
      [
        "data: renewal URL",
        await changeCertification({ renewalUrl: "data:text/html,<script>alert(1)</script>" }),
        `certifications.0.renewalUrl: ${renewalUrl}`,
      ],
      [
        "control character in a name",
        await changeCertification({ name: "RN\u0007 License" }),
        "certifications.0.name: Must not contain control characters",
      ],
      [
        "NUL in a credit's title",
        await changeCredit({ title: "Ethics\u0000" }),
        "credits.0.title: Must not contain control characters",
      ],
      [
        "NUL in a notification",
        await withDocument({
          ...document,
          notifications: [{ ...notification, message: "due\u0000" }, ...otherNotifications],
        }),
        "notifications.0.message: Must not contain control characters",
      ],
      [
        "completed in the future",
        await changeCredit({ completionDate: "2027-03-01" }),
        "credits.0.completionDate: Completion date cannot be in the future",
      ],
      [
        "credits of 0",
        await changeCredit({ credits: 0 }),
        "credits.0.credits: Credits must be a number above 0 with at most 2 decimal places",
      ],
      [
        "expiration before received",
        await changeCertification({ receivedDate: "2026-05-01", expirationDate: "2026-04-01" }),
        "certifications.0.expirationDate: Expiration date cannot be before the received date",
      ],
    ];
    const { agent } = await signedIn(t);
    for (const [what, zip, where] of cases) {
      const refused = await restore(agent, zip);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(422);
      expect(refused.json(), what).toEqual({ message: `backup.json is not valid at ${where}` });
    }
    expect((await agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: true });

    // A name the API would clean (a right-to-left override hides "invoice.exe" as "…fdp.exe")
    // is stored cleaned, as the API stores it.
    const cleaned = await restore(
      agent,
      await withDocument({
        ...document,
        profile: { ...document.profile, firstName: "Dana\u202E" },
        certifications: [
          { ...certification, name: "RN\u202Eesnecil", provider: "  " },
          ...otherCertifications,
        ],
      }),
    );
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(rows.map((row) => row.name)).toContain("RNesnecil");
    expect(rows.find((row) => row.name === "RNesnecil")?.provider).toBeNull();
    expect((await agent.get("/api/user")).json()).toMatchObject({ firstName: "Dana" });
  });

  it("refuses an upload over 100 MB and a file that is not a ZIP type", async () => {
    const { agent } = await signedIn(t);
    const token = await agent.csrfToken();
    const wrongType = await agent.send("POST", "/api/user/backup/restore", png, {
      "content-type": "image/png",
      "x-csrf-token": token,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: "Choose a CertMinder backup (.zip)" });
    const tooLarge = await agent.send(
      "POST",
      "/api/user/backup/restore",
      Buffer.alloc(100 * 1024 * 1024 + 1),
      {
        "content-type": "application/zip",
        "x-csrf-token": token,
      },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: "A backup must be 100 MB or smaller" });
  });
});

/** A reader that reads every certificate alike, as OCR would, without an engine. */
const readAlike: ReadCapture = async () => ({
  pages: 2,
  fields: {
    title: "Pain Management for Nurses",
    provider: "Nursing CE Press",
    completionDate: "2025-03-04",
    credits: 3.5,
    creditsUnit: "contact hours",
    categories: [],
  },
  evidence: {
    title: [
      {
        text: "Pain Management for Nurses",
        page: 1,
        box: { x: 72, y: 180, width: 300, height: 18 },
      },
    ],
    credits: [
      { text: "3.5 contact hours", page: 1, box: { x: 140, y: 240, width: 120, height: 16 } },
    ],
  },
  confidence: { title: 0.96, credits: 0.88 },
  pageSizes: [{ width: 612, height: 792 }],
  note: "Only the first 1 of its 2 pages were read.",
});

const readCaptures = () =>
  readWaitingCaptures({ db: t.db, clock: t.clock, read: readAlike, leaseMs: 60_000 }, 1);

async function uploadCapture(agent: Agent, body: Buffer, name: string, type: string) {
  const response = await agent.send(
    "POST",
    `/api/captures?name=${encodeURIComponent(name)}`,
    body,
    {
      "content-type": type,
      "x-csrf-token": await agent.csrfToken(),
    },
  );
  expect(response.statusCode, response.body).toBe(202);
  return response.json<Capture>();
}

/** The inbox as its owner sees it, each capture with its file's bytes, newest first. */
async function inboxOf(agent: Agent) {
  const { rows } = await getList<Capture>(agent, "/api/captures");
  const inbox = [];
  for (const { id, fileUrl, pageImages, ...shown } of rows) {
    inbox.push({
      ...shown,
      file: sha256(await bytesAt(agent, fileUrl)),
      // Each page as the review places outlines on it, at its address under this capture's id.
      pageImages: pageImages.map(({ url, ...page }) => ({
        ...page,
        url: url.replace(`/api/captures/${id}/`, "/api/captures/<id>/"),
      })),
    });
  }
  return inbox;
}

describe("certificates waiting for review in the backup", () => {
  /**
   * A certificate read and waiting for review, and a photo a reader had taken when the backup
   * was made.
   */
  async function accountWithCaptures() {
    const source = await signedIn(t);
    await uploadCapture(source.agent, scan, "pain management.pdf", "application/pdf");
    expect(await readCaptures()).toEqual({ taken: 1 });
    t.clock.advance({ minutes: 1 });
    await uploadCapture(source.agent, photo, "ethics photo.png", "image/png");
    expect(await claimCapture(t.db, t.clock.now(), 60_000)).toMatchObject({ status: "reading" });
    return source;
  }

  it("carries each capture with its file, and restores it to the inbox, read or to be read here", async () => {
    const source = await accountWithCaptures();
    const before = await inboxOf(source.agent);
    expect(before.map((capture) => capture.status)).toEqual(["reading", "ready"]);
    const { response, document } = await backupOf(source.agent);
    expect(document.captures?.map((capture) => capture.status)).toEqual(["ready", "reading"]);
    expect(document.files.map((file) => [file.purpose, file.name])).toEqual([
      ["capture", "pain management.pdf"],
      ["capture", "ethics photo.png"],
    ]);

    const fresh = await signedIn(t);
    let readersWoken = 0;
    const stopListening = onCaptureAdded.listen(() => {
      readersWoken += 1;
    });
    const restored = await restore(fresh.agent, response.rawPayload).finally(stopListening);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ certifications: 0, credits: 0, files: 2, captures: 2 });
    // The readers start on the capture to read at once, as on an upload.
    expect(readersWoken).toBe(1);

    // The read one is as it was; the one being read where the backup was made waits here.
    const [wasReading, ready] = before;
    expect(await inboxOf(fresh.agent)).toEqual([{ ...wasReading, status: "queued" }, ready]);
    expect(await readCaptures()).toEqual({ taken: 1 });
    const [readHere] = await inboxOf(fresh.agent);
    expect(readHere).toMatchObject({
      status: "ready",
      fileName: "ethics photo.png",
      fields: { title: "Pain Management for Nurses" },
      file: sha256(photo),
    });
    // The account it was made from keeps its own.
    expect(await inboxOf(source.agent)).toEqual(before);
  });

  it(`refuses a restore that would put more than ${maxWaitingCaptures} in the inbox, and writes nothing`, async () => {
    const source = await accountWithCaptures();
    await readCaptures();
    const { response } = await backupOf(source.agent);

    const { agent, user } = await signedIn(t);
    const [file] = await t.db
      .insert(files)
      .values({
        id: `full-inbox-${user.id}`,
        userId: user.id,
        purpose: "certificate",
        contentType: "application/pdf",
        size: pdf.length,
        data: pdf,
      })
      .returning();
    if (!file) throw new Error("the file was not kept");
    await t.db.insert(captures).values(
      Array.from({ length: maxWaitingCaptures - 1 }, (_, index) => ({
        userId: user.id,
        fileId: file.id,
        fileName: `certificate ${index}.pdf`,
        fileType: "application/pdf",
      })),
    );
    const refused = await restore(agent, response.rawPayload);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "This backup holds 2 certificates to review and this account already has 99: an account holds 100 at most. Review or discard 1 of this account's before restoring.",
    });
    expect((await agent.get("/api/captures")).headers["x-total-count"]).toBe("99");
    expect((await agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: true });
  });

  it("restores a credit whose certificate was a capture's WebP, which a certificate upload does not take", async () => {
    const source = await signedIn(t);
    const license = await addCertification(source.agent, { name: "RN License" });
    const capture = await uploadCapture(source.agent, webp, "phone photo.webp", "image/webp");
    await readCaptures();
    const saved = await source.agent.post(`/api/captures/${capture.id}/credit`, {
      title: "Pain Management for Nurses",
      credits: 3.5,
      completionDate: "2025-03-04",
      certificationIds: [license.id],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { response } = await backupOf(source.agent);

    const { agent } = await signedIn(t);
    const restored = await restore(agent, response.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ certifications: 1, credits: 1, files: 1, captures: 0 });
    const [certification] = (await getList<Certification>(agent, "/api/certifications")).rows;
    const [credit] = (
      await getList<Credit>(agent, `/api/certifications/${certification?.id}/credits`)
    ).rows;
    expect(credit?.certificateUrl).toBeTruthy();
    expect(sha256(await bytesAt(agent, credit?.certificateUrl ?? ""))).toBe(sha256(webp));
  });

  it("restores a backup made before captures were carried as before", async () => {
    const source = await signedIn(t);
    await addCertification(source.agent, { name: "RN License" });
    await uploadCapture(source.agent, pdf, "waiting.pdf", "application/pdf");
    const { entries, document } = await backupOf(source.agent);
    const { captures: _carried, ...older } = document;
    const kept = older.files.filter((listed) => listed.purpose !== "capture");
    const zip = await zipOf([
      ...kept.map((listed): [string, Buffer] => [
        listed.path,
        entries.get(listed.path)?.data ?? Buffer.alloc(0),
      ]),
      ["backup.json", JSON.stringify({ ...older, files: kept })],
    ]);

    const { agent } = await signedIn(t);
    const restored = await restore(agent, zip);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ certifications: 1, credits: 0, files: 0, captures: 0 });
    expect((await agent.get("/api/captures")).json()).toEqual([]);
  });
});

type Upload = { status: number; message: string; sent: number };

/**
 * Starts a restore over a real connection as a browser would, 64 KB at a time and only as fast
 * as the server takes it, for `total` bytes or until the answer comes: `sent()` says how much
 * of the upload has gone out so far, and the answer says how much went out before it came.
 * Without `declared`, it is sent chunked.
 */
function startUpload(
  port: number,
  agent: Agent,
  token: string,
  { total, declared }: { total: number; declared?: number },
): { answer: Promise<Upload>; sent(): number } {
  let sent = 0;
  const answer = new Promise<Upload>((resolve, reject) => {
    let answered = false;
    const call = httpRequest(
      {
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/api/user/backup/restore",
        headers: {
          cookie: agent.cookieHeader,
          "x-csrf-token": token,
          "content-type": "application/zip",
          ...(declared === undefined ? {} : { "content-length": declared }),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const { message } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          resolve({ status: response.statusCode ?? 0, message, sent });
          call.destroy();
        });
      },
    );
    call.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 7);
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!call.write(chunk)) {
          call.once("drain", write);
          return;
        }
      }
      if (!answered && declared === undefined) call.end();
    };
    write();
  });
  return { answer, sent: () => sent };
}

const uploadSlowly = (...upload: Parameters<typeof startUpload>) => startUpload(...upload).answer;

describe("POST /api/user/backup/restore over a real connection", () => {
  const megabytes = (count: number) => count * 1024 * 1024;

  it("refuses an account that cannot restore, a second restore and a declared 150 MB before reading the upload", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;

    // Four at once, 99 MB each, from an account with records, as the review sent them.
    const full = await signedIn(t);
    await addCertification(full.agent, { name: "Already here" });
    const fullToken = await full.agent.csrfToken();
    const refused = await Promise.all(
      [1, 2, 3, 4].map(() =>
        uploadSlowly(port, full.agent, fullToken, {
          total: megabytes(99),
          declared: megabytes(99),
        }),
      ),
    );
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 409, message: backupMessages.notEmpty });
      // Only what the connection holds in flight went out: the server did not wait for it.
      expect(answer.sent).toBeLessThan(megabytes(16));
    }

    // A restore in progress holds its place; a second one is refused at once.
    const { agent } = await signedIn(t);
    const token = await agent.csrfToken();
    const first = startUpload(port, agent, token, { total: megabytes(120) });
    // Past what the connection holds in flight, the server is reading the first upload.
    await expect.poll(first.sent, { timeout: 20_000 }).toBeGreaterThan(megabytes(24));
    const second = await uploadSlowly(port, agent, token, {
      total: megabytes(99),
      declared: megabytes(99),
    });
    expect(second).toMatchObject({ status: 429, message: backupMessages.busy });
    expect(second.sent).toBeLessThan(megabytes(16));
    // The first, sent without a length, stops at 100 MB without the server keeping it.
    expect(await first.answer).toMatchObject({
      status: 413,
      message: backupUploadRule.messages.tooLarge,
    });

    const declaredTooLarge = await uploadSlowly(port, agent, token, {
      total: megabytes(150),
      declared: megabytes(150),
    });
    expect(declaredTooLarge).toMatchObject({
      status: 413,
      message: backupUploadRule.messages.tooLarge,
    });
    expect(declaredTooLarge.sent).toBeLessThan(megabytes(16));
    expect((await agent.get("/api/user/backup/status")).json()).toEqual({ canRestore: true });
  });
});
