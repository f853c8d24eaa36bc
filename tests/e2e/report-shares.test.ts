import { readFile } from "node:fs/promises";
import { shareMessages } from "@common/reports";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { pdf } from "../support/certifications";
import { zipFiles } from "../support/zip-entries";
import { addCertificationThroughApi, addCreditThroughApi } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A premium nurse hands a licensing board a link to her audit packet; the board opens it in a
// browser that has never seen CertMinder, downloads it, and after she revokes it, is told so.
const app = setUpAppWithAccounts([{ username: "nora_nurse", grants: ["premium"] }]);
// Chromium logs a refused request as a console error: the revoked link's 404 is on purpose.
const pages = setUpBrowser({
  app,
  allowProblem: (problem) => /status of 404/.test(problem) && problem.includes("/api/shared/"),
});

let owner: Page;
let link = "";

beforeAll(async () => {
  owner = await pages.openForFile({ signedInAs: "nora_nurse" });
  await owner.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: app.server.url,
  });
  const certificationId = await addCertificationThroughApi(owner.request, {
    name: "Registered Nurse",
    provider: "State Board of Nursing",
    expirationDate: "2031-09-30",
    reportingPeriodStart: "2024-01-01",
    reportingPeriodEnd: "2031-09-30",
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
  await addCreditThroughApi(owner.request, certificationId, {
    title: "Implicit Bias in Healthcare",
    credits: 1,
    completionDate: "2025-04-01",
  });
  const creditId = await addCreditThroughApi(owner.request, certificationId, {
    title: "Pain Management Update",
    credits: 2.5,
    completionDate: "2025-03-14",
  });
  const { csrfToken } = (await (await owner.request.get("/api/csrf-token")).json()) as {
    csrfToken: string;
  };
  const upload = await owner.request.put(`/api/credits/${creditId}/certificate?name=pain.pdf`, {
    data: pdf,
    headers: { "x-csrf-token": csrfToken, "content-type": "application/pdf" },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
});

function shareCard(page: Page) {
  return page.getByRole("region", { name: "Share links" });
}

it("creates a share link on /reports and copies it", async () => {
  await owner.goto("/reports");
  const card = shareCard(owner);
  await card.getByLabel("Link expires after").selectOption("14");
  await card.getByRole("button", { name: "Create share link" }).click();
  await card.getByText("Share link created. Copy it now: it is shown only once.").waitFor();

  link = await card.getByLabel("Share link", { exact: true }).inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await card.getByRole("button", { name: "Copy link" }).click();
  await card.getByRole("button", { name: "Copied" }).waitFor();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const item = card
    .getByRole("list", { name: "Share links of this certification" })
    .getByRole("listitem");
  expect(await item.count()).toBe(1);
  expect(await item.innerText()).toContain("Active");
  expect(await item.innerText()).toContain("Opened 0 times");
});

it("opens the link in a browser without a session: the packet and a working download", async () => {
  const board = await pages.open();
  await board.goto(link);
  await board.getByRole("heading", { name: "Shared audit packet", level: 1 }).waitFor();
  const text = await board.locator("main").innerText();
  expect(text).toContain("Registered Nurse");
  expect(text).toContain("Pain Management Update");
  expect(text).toContain("3.5 of 30 contact hours counted");
  // Each credit's amount in the certification's unit, singular for exactly 1.
  const row = board.getByRole("row").filter({ hasText: "Implicit Bias in Healthcare" });
  expect(await row.getByRole("cell").nth(3).innerText()).toBe("1 contact hour");
  expect(text).toContain("This link expires");
  // No menus of the app: the board has no account.
  expect(await board.getByRole("navigation", { name: "Main" }).count()).toBe(0);

  const [download] = await Promise.all([
    board.waitForEvent("download"),
    board.getByRole("link", { name: "Download audit packet" }).click(),
  ]);
  const path = await download.path();
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await zipFiles(await readFile(path));
  expect([...entries.keys()].some((name) => name.endsWith("Pain Management Update.pdf"))).toBe(
    true,
  );
  expect(entries.has("transcript.pdf")).toBe(true);

  const [transcript] = await Promise.all([
    board.waitForEvent("download"),
    board.getByRole("link", { name: "Download transcript" }).click(),
  ]);
  expect(transcript.suggestedFilename()).toMatch(/^Registered Nurse transcript .*\.pdf$/);
  const bytes = await readFile(await transcript.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

it("has no serious accessibility violation on the shared page, on a phone too", async () => {
  const found: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const board = await pages.open({ viewport, bypassCSP: true });
    await board.goto(link);
    await board.getByRole("heading", { name: "Shared audit packet", level: 1 }).waitFor();
    found.push(...(await seriousAccessibilityViolations(board)));
  }
  expect(found).toEqual([]);
});

it("shows the owner who opened the link in a log they close with Close, and after revoking, the link says it has expired", async () => {
  await owner.reload();
  const card = shareCard(owner);
  const item = card.getByRole("listitem").first();
  await item.getByText("Opened 5 times", { exact: false }).waitFor();
  await item.getByRole("button", { name: "Access log" }).click();
  const log = owner.getByRole("dialog", { name: "Access log" });
  await log.getByText("Downloaded the audit packet").waitFor();
  expect(await log.getByText("Downloaded the transcript").count()).toBe(1);
  expect(await log.getByText("Viewed the packet").count()).toBe(3);
  expect(await log.innerText()).toContain("Chrome on Linux");
  await log.getByRole("button", { name: "Close", exact: true }).click();
  await log.waitFor({ state: "detached" });

  await item.getByRole("button", { name: "Revoke" }).click();
  await owner
    .getByRole("dialog", { name: "Revoke this share link?" })
    .getByRole("button", { name: "Revoke link" })
    .click();
  await item.getByText("Revoked", { exact: true }).waitFor();

  const board = await pages.open();
  await board.goto(link);
  await board.getByRole("alert").filter({ hasText: shareMessages.notFound }).waitFor();
});
