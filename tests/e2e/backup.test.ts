import { readFile } from "node:fs/promises";
import { todayIn } from "@common/certifications/calendar-date";
import type { APIRequestContext } from "playwright-core";
import { request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdf } from "../support/certifications";
import { zipFiles } from "../support/zip-entries";
import { addCertificationThroughApi, addCreditThroughApi, send } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse moving to another CertMinder: she downloads her backup on Your data, then, signed in
// to a new empty account, restores it there through the page. An account with records is told
// why it cannot take a restore.
const app = setUpAppWithAccounts([{ username: "moving_nurse" }, { username: "new_home" }]);
const pages = setUpBrowser({ app });
let api: APIRequestContext;
let saved: Buffer;

const certificateBytes = Buffer.concat([pdf, Buffer.from("% ethics certificate\n")]);

beforeAll(async () => {
  api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.moving_nurse,
  });
  const license = await addCertificationThroughApi(api, {
    name: "Registered Nurse",
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
  const credit = await addCreditThroughApi(api, license, {
    title: "Ethics in nursing practice",
    credits: 2,
    completionDate: todayIn("UTC", new Date()),
  });
  await send(api, "PUT", `/api/credits/${credit}/certificate?name=ethics.pdf`, {
    bytes: certificateBytes,
    contentType: "application/pdf",
  });
});

afterAll(async () => {
  await api?.dispose();
});

describe("/settings/data backup", () => {
  it("downloads the backup as a ZIP holding backup.json and the certificate", async () => {
    const page = await pages.open({ signedInAs: "moving_nurse" });
    await page.goto("/settings/data");
    await page.getByRole("heading", { level: 1, name: "Your data" }).waitFor();
    await page.getByText("Restore is not available").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `CertMinder backup ${todayIn("UTC", new Date())}.zip`,
    );
    saved = await readFile(await download.path());
    const entries = await zipFiles(saved);
    const document = JSON.parse(entries.get("backup.json")?.data.toString("utf8") ?? "{}");
    expect(document.certifications.map((row: { name: string }) => row.name)).toEqual([
      "Registered Nurse",
    ]);
    expect(entries.get("files/1")?.data.equals(certificateBytes)).toBe(true);
    await page.getByText(/^Saved CertMinder backup/).waitFor();
  });

  it("restores the backup into an empty account through the page", async () => {
    expect(saved, "the download test ran first").toBeDefined();
    const page = await pages.open({ signedInAs: "new_home" });
    await page.goto("/settings/data");
    await page.getByRole("heading", { level: 2, name: "Restore from a backup" }).waitFor();
    await page.getByLabel("Backup file").setInputFiles({
      name: "CertMinder backup.zip",
      mimeType: "application/zip",
      buffer: saved,
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Restore from a backup" }).click();
    const dialog = page.getByRole("dialog", { name: "Restore this backup?" });
    await dialog.getByText("Everything in CertMinder backup.zip is added").waitFor();
    await dialog.getByRole("button", { name: "Restore backup" }).click();
    await page.getByText("Restored 1 certification, 1 credit and 1 file.").waitFor();
    await page.getByText("Restore is not available").waitFor();

    await page.goto("/certifications");
    await page.getByText("Registered Nurse").first().waitFor();
  });
});
