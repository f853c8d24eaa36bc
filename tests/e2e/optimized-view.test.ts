import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";
import { seedCertifications } from "./support/seed-certifications";

// The operator's table of every certification: 3,000 of them (300 holders with 10 each),
// written into the data folder set-wise before the server starts, each expiring on its own
// day, so the order by expiration is known: certification 0001 first, 3000 last.
const certificationCount = 3000;

const app = setUpAppWithAccounts([{ username: "operator_ann", grants: ["admin"] }], {
  prepare: (dataDir) => seedCertifications(dataDir, certificationCount),
});
const pages = setUpBrowser({ app });

it("scrolls 3,000 certifications fetched in pages, sorts, filters and exports them", async () => {
  const page = await pages.open({ signedInAs: "operator_ann", inAdminArea: true });
  const listRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/admin/certifications") {
      listRequests.push(request.url());
    }
  });
  await page.goto("/certifications-optimized");
  await page.getByRole("heading", { level: 1, name: "Optimized View" }).waitFor();
  await expect(page.title()).resolves.toBe("Optimized View · CertMinder");
  await page.getByText("3,000 certifications").waitFor();

  const table = page.getByRole("table", { name: "Certifications" });
  const rows = table.locator("tbody tr");
  await expect(table.getAttribute("aria-rowcount")).resolves.toBe("3001");
  await expect(rows.first().textContent()).resolves.toContain("Certification 0001");
  await expect(
    page.getByRole("columnheader", { name: "Expiration" }).getAttribute("aria-sort"),
  ).resolves.toBe("ascending");

  // Scrolling to the end again and again until the last row is there: each time, the next
  // page arrives before the frame reaches the end of what is fetched.
  await page.waitForFunction(
    () => {
      const frame = document.querySelector("section[aria-label^='Certifications of every user']");
      if (!frame) return false;
      frame.scrollTop = frame.scrollHeight;
      return document.body.textContent?.includes("Certification 3000") ?? false;
    },
    undefined,
    { polling: 100, timeout: 45_000 },
  );
  const last = table.locator("tr", { hasText: "Certification 3000" });
  await expect(last.getAttribute("aria-rowindex")).resolves.toBe("3001");
  await expect(last.textContent()).resolves.toContain("holder0300");
  // 100 rows a page, each page from the cursor of the one before; only a window of the rows
  // is in the document.
  expect(listRequests.filter((url) => url.includes("cursor=")).length).toBeGreaterThanOrEqual(
    certificationCount / 100 - 1,
  );
  expect(await rows.count()).toBeLessThan(60);
  expect(await page.getByText("Certification 0001").count()).toBe(0);

  // The same column again: latest expiration first, back at the top, in the address.
  await page.getByRole("button", { name: "Expiration" }).click();
  await page.waitForURL(/direction=desc/);
  await expect(
    page.getByRole("columnheader", { name: "Expiration" }).getAttribute("aria-sort"),
  ).resolves.toBe("descending");
  await rows.first().filter({ hasText: "Certification 3000" }).waitFor();
  await expect(rows.first().getAttribute("aria-rowindex")).resolves.toBe("2");

  // One holder's expired certifications.
  await page.getByLabel("Search").fill("holder0010");
  await page.getByText("10 certifications").waitFor();
  await page.getByLabel("Status").selectOption("expired");
  await page.getByText("1 certification", { exact: true }).waitFor();
  await page.waitForURL(/search=holder0010/);
  await expect(rows.count()).resolves.toBe(1);
  await expect(rows.first().textContent()).resolves.toContain("Certification 0910");
  await page.getByLabel("Status").selectOption("");
  await page.getByText("10 certifications").waitFor();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Certifications \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString("utf8");
  const records = csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(1, -1);
  expect(records).toHaveLength(10);
  // The table's order: expiration, latest first.
  expect(records[0]).toContain(",holder0010,Holder Number 10,Certification 2710,Board 1,");
  expect(records[9]).toContain(",Certification 0010,");
  await page.getByText(`Saved ${download.suggestedFilename()}`).waitFor();
});

it("shows the table on a phone, scrolling sideways inside its frame", async () => {
  const page = await pages.open({
    signedInAs: "operator_ann",
    inAdminArea: true,
    viewport: { width: 375, height: 740 },
  });
  await page.goto("/certifications-optimized?sort=holder&direction=desc");
  await page.getByText("3,000 certifications").waitFor();
  const table = page.getByRole("table", { name: "Certifications" });
  await expect(table.locator("tbody tr").first().textContent()).resolves.toContain("holder0300");
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
});
