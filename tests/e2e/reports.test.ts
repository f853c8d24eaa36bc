import { readFile } from "node:fs/promises";
import { addDays, formatMonth, todayIn } from "@common/certifications/calendar-date";
import type { APIRequestContext, Download, Page } from "playwright-core";
import { request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdf } from "../support/certifications";
import { zipEntries } from "../support/zip-entries";
import { addCertificationThroughApi, addCreditThroughApi, atLeast } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse audited by her board: her RN license is in its second cycle. She opens Reports,
// chooses the license, reads where the cycle stands and its chart, downloads the transcript
// and the audit packet of the finished cycle, and reloads to find the same view. Her CCRN has
// no credits yet. A colleague without premium is told what Reports is.
const app = setUpAppWithAccounts([
  { username: "audited_nurse", grants: ["premium"] },
  { username: "free_nurse" },
]);
const pages = setUpBrowser({ app });
let api: APIRequestContext;

const today = todayIn("UTC", new Date());
const ids = { rn: 0, ccrn: 0 };
const certificateBytes = Buffer.concat([pdf, Buffer.from(`% certificate of ${today}\n`)]);
const firstCycle = { start: addDays(today, -735), end: addDays(today, -5) };
const ethicsDate = addDays(today, -200);

async function change(
  method: "POST" | "PUT",
  url: string,
  body: { data?: unknown; bytes?: Buffer },
) {
  const { csrfToken } = (await (await api.get("/api/csrf-token")).json()) as { csrfToken: string };
  const response = await api.fetch(url, {
    method,
    data: body.data ?? body.bytes,
    headers: {
      "x-csrf-token": csrfToken,
      ...(body.bytes ? { "content-type": "application/pdf" } : {}),
    },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
}

beforeAll(async () => {
  api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.audited_nurse,
  });
  ids.rn = await addCertificationThroughApi(api, {
    name: "Registered Nurse",
    provider: "California Board of Registered Nursing",
    licenseNumber: "RN-448812",
    receivedDate: firstCycle.start,
    expirationDate: firstCycle.end,
    reportingPeriodStart: firstCycle.start,
    reportingPeriodEnd: firstCycle.end,
    creditsRequired: 30,
    creditsUnit: "contact hours",
    requirements: { categories: [atLeast(2, "Ethics")], carryOver: null },
  });
  const ethics = await addCreditThroughApi(api, ids.rn, {
    title: "Ethics in nursing practice",
    provider: "Nurse CE Online",
    credits: 2,
    completionDate: ethicsDate,
    categories: ["Ethics"],
  });
  await change("PUT", `/api/credits/${ethics}/certificate`, { bytes: certificateBytes });
  await addCreditThroughApi(api, ids.rn, {
    title: "Wound care essentials",
    credits: 12.5,
    completionDate: addDays(today, -400),
  });
  await change("POST", `/api/certifications/${ids.rn}/renew`, {
    data: {
      receivedDate: addDays(today, -4),
      expirationDate: addDays(today, 726),
      reportingPeriodStart: addDays(today, -4),
      reportingPeriodEnd: addDays(today, 726),
      creditsRequired: 30,
    },
  });
  await addCreditThroughApi(api, ids.rn, {
    title: "Sepsis recognition update",
    credits: 1.5,
    completionDate: addDays(today, -1),
  });
  ids.ccrn = await addCertificationThroughApi(api, {
    name: "CCRN",
    expirationDate: addDays(today, 400),
    creditsRequired: 20,
    creditsUnit: "contact hours",
  });
});

afterAll(async () => {
  await api?.dispose();
});

/** Clicks a download button and answers the file the browser saved. */
async function downloadBy(
  page: Page,
  name: string,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

describe("/reports", () => {
  it("shows a premium user every certification, then the chosen one's cycle with its chart, credits and downloads", async () => {
    const page = await pages.open({ signedInAs: "audited_nurse" });
    const chartChunks: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("credits-by-month-chart")) chartChunks.push(sent.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The chart library is not loaded until a chart is shown.
    expect(chartChunks).toEqual([]);

    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    expect(await page.title()).toContain("Reports");
    const overview = page.locator("[data-tour='reports-overview']");
    await expect.poll(() => overview.getByRole("listitem").count()).toBe(2);
    await overview.getByText("Registered Nurse", { exact: true }).waitFor();
    await overview.getByText("20 contact hours missing").waitFor();

    await page
      .getByLabel("Certification", { exact: true })
      .selectOption({ label: "Registered Nurse" });
    await expect
      .poll(() => new URL(page.url()).searchParams.get("certification"))
      .toBe(String(ids.rn));
    const report = page.getByRole("region", { name: "Report", exact: true });
    await report.getByText("Cycle 2 (current)").first().waitFor();
    await report
      .getByRole("table", { name: "Credits of the cycle" })
      .getByText("Sepsis recognition update")
      .waitFor();
    await report.getByText("28.5 contact hours missing").first().waitFor();
    await report.getByText("726 days left").waitFor();
    // The chart is drawn, and its figures are in a table for screen readers.
    await report.locator(".recharts-surface").first().waitFor();
    expect(chartChunks.length).toBeGreaterThan(0);
    const months = report.getByRole("table", { name: /Credits by month/ });
    expect(await months.getByRole("row").count()).toBeGreaterThan(20);
    // The running total stops at today: the caption reads this month, not the period's last.
    const caption = await report.locator("figcaption").innerText();
    expect(caption).toMatch(
      new RegExp(`^By ${formatMonth(today.slice(0, 7))}, 1\\.5 contact hours counted; `),
    );
    // The period's last month has its pace but no running total yet.
    const lastMonth = months.getByRole("row").last().getByRole("cell");
    expect(await lastMonth.nth(1).textContent()).toBe("—");
    expect(await lastMonth.nth(2).textContent()).toBe("30");

    // The finished cycle: its credits, its category met, and its downloads.
    await page.getByLabel("Cycle", { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get("cycle")).toBe("1");
    await report.getByText("Ethics in nursing practice").first().waitFor();
    await report.getByText("Wound care essentials").first().waitFor();
    await report.getByText("Cycle finished").waitFor();
    expect(await report.getByText("Sepsis recognition update").count()).toBe(0);

    const packet = await downloadBy(page, "Download audit packet");
    expect(packet.download.suggestedFilename()).toMatch(
      /^Registered Nurse cycle 1 audit packet \d{4}-\d{2}-\d{2}\.zip$/,
    );
    const entries = await zipEntries(packet.bytes);
    const names = entries.map((entry) => entry.name);
    expect(names).toContain("transcript.pdf");
    expect(names).toContain("manifest.csv");
    const certificate = entries.find((entry) =>
      entry.name.endsWith(`${ethicsDate} Ethics in nursing practice.pdf`),
    );
    expect(certificate?.data.equals(certificateBytes)).toBe(true);
    await report
      .getByRole("status")
      .getByText(/^Saved .*\.zip/)
      .waitFor();

    const transcript = await downloadBy(page, "Download transcript");
    expect(transcript.download.suggestedFilename()).toMatch(
      /^Registered Nurse cycle 1 transcript \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(transcript.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const csv = await downloadBy(page, "Export CSV");
    expect(csv.download.suggestedFilename()).toMatch(/^Registered Nurse cycle 1 credits .*\.csv$/);
    const text = csv.bytes.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("Ethics in nursing practice");
    expect(text).toContain("Wound care essentials");

    // The address keeps the view: a reload shows the same cycle.
    await page.reload();
    await page
      .getByRole("region", { name: "Report", exact: true })
      .getByText("Ethics in nursing practice")
      .first()
      .waitFor();
    expect(await page.getByLabel("Cycle", { exact: true }).inputValue()).toBe("1");
  });

  it("narrows the credits to a date range and says when a certification has no credits yet", async () => {
    const page = await pages.open({ signedInAs: "audited_nurse" });
    await page.goto(`/reports?certification=${ids.rn}&cycle=1&from=${addDays(ethicsDate, -1)}`);
    const report = page.getByRole("region", { name: "Report", exact: true });
    await report.getByText("Ethics in nursing practice").first().waitFor();
    expect(await report.getByText("Wound care essentials").count()).toBe(0);
    await report.getByText(/1 of the 2 credits in this cycle/).waitFor();

    await page.getByLabel("Certification", { exact: true }).selectOption({ label: "CCRN" });
    await report.getByText("No credits recorded for this cycle yet").waitFor();
    await report.getByRole("link", { name: "Add credits to CCRN" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/certifications/${ids.ccrn}`);
  });

  it("works on a phone: the credits read as cards, the date fields fit, the page never scrolls sideways", async () => {
    const page = await pages.open({
      signedInAs: "audited_nurse",
      viewport: { width: 375, height: 812 },
    });
    await page.goto(
      `/reports?certification=${ids.rn}&cycle=1&from=${firstCycle.start}&to=${firstCycle.end}`,
    );
    const report = page.getByRole("region", { name: "Report", exact: true });
    await report.getByText("Ethics in nursing practice").first().waitFor();
    expect(await report.getByRole("table", { name: /Credits by month/ }).count()).toBe(1);
    expect(await report.getByRole("table", { name: "Credits of the cycle" }).count()).toBe(0);
    await report.getByRole("listitem").filter({ hasText: "Ethics in nursing practice" }).waitFor();
    // Every filter stays inside the filters' box, which keeps the page's margins.
    const filters = await page.getByRole("search", { name: "Report filters" }).boundingBox();
    expect((filters?.x ?? 0) + (filters?.width ?? 0)).toBeLessThanOrEqual(375 - 16);
    for (const label of ["Certification", "Cycle", "From", "To"]) {
      const field = await page.getByLabel(label, { exact: true }).boundingBox();
      expect(field, label).not.toBeNull();
      expect(field?.x, label).toBeGreaterThanOrEqual(filters?.x ?? 0);
      expect((field?.x ?? 0) + (field?.width ?? 0), label).toBeLessThanOrEqual(
        (filters?.x ?? 0) + (filters?.width ?? 0) + 0.5,
      );
    }
    const overflow = await page.evaluate(() => {
      const wider = [document.documentElement, ...document.querySelectorAll("main, main *")]
        .filter((element) => {
          const style = getComputedStyle(element);
          return /auto|scroll/.test(style.overflowX) || element === document.documentElement;
        })
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ""));
      return { page: document.documentElement.scrollWidth - window.innerWidth, wider };
    });
    expect(overflow).toEqual({ page: 0, wider: [] });
  });

  it("has no serious or critical accessibility violation, on a laptop and on a phone", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const page = await pages.open({ signedInAs: "audited_nurse", viewport, bypassCSP: true });
      await page.goto(`/reports?certification=${ids.rn}&cycle=1`);
      const report = page.getByRole("region", { name: "Report", exact: true });
      await report.getByText("Ethics in nursing practice").first().waitFor();
      await report.locator(".recharts-surface").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await seriousAccessibilityViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });

  it("tells a user without premium what Reports is and how to get it", async () => {
    const page = await pages.open({ signedInAs: "free_nurse" });
    await page.goto("/reports");
    await page
      .locator("#main")
      .getByText("Reports is a premium feature. Subscribe to unlock it.")
      .waitFor();
    expect(await page.getByRole("region", { name: "Report", exact: true }).count()).toBe(0);
  });
});
