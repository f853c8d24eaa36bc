import { type APIRequestContext, type Page, request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse follows California's RN rules and reports that a number of them is out of date. The
// operator finds the rule set on /admin/requirement-library with its follower and its open
// report, and follows the report count to the feedback triage, narrowed to that rule set, where
// the report names the rule set and its version.
const app = setUpAppWithAccounts([
  { username: "operator_rae", grants: ["admin"] },
  { username: "nurse_noa" },
]);
const pages = setUpBrowser({ app });
let nurse: APIRequestContext;

async function send(path: string, data: unknown) {
  const { csrfToken } = (await (await nurse.get("/api/csrf-token")).json()) as {
    csrfToken: string;
  };
  const response = await nurse.post(path, { headers: { "x-csrf-token": csrfToken }, data });
  expect(response.status(), await response.text()).toBe(201);
}

beforeAll(async () => {
  nurse = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_noa,
  });
  await send("/api/certifications", {
    name: "Registered Nurse — California",
    expirationDate: "2027-06-30",
    creditsRequired: 30,
    ruleSet: { id: "rn-california", version: 1 },
  });
  await send("/api/requirement-library/rn-california/reports", {
    version: 1,
    message: "The board's page now lists a different number of hours.",
  });
});

afterAll(async () => {
  await nurse.dispose();
});

/** No sideways scrolling, and no serious or critical axe violation. */
async function fitsAndPasses(page: Page, where: string) {
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

it("leads an administrator from a rule set's reports to the triage showing them", async () => {
  const page = await pages.open({ signedInAs: "operator_rae", inAdminArea: true });
  await page.goto("/admin/requirement-library");
  await page.getByRole("heading", { level: 1, name: "Requirement Library" }).waitFor();
  await page.getByLabel("Search").fill("Registered Nurse — California");
  await page.getByText("1 rule set", { exact: true }).waitFor();
  const item = page.getByRole("listitem").filter({ hasText: "Registered Nurse — California" });
  await item.getByText("1 certification of 1 user").waitFor();
  await item.getByRole("link", { name: "1 report, 1 open" }).click();

  await page.getByRole("heading", { level: 1, name: "User Feedback" }).waitFor();
  expect(new URL(page.url()).searchParams.get("ruleSet")).toBe("rn-california");
  expect(await page.getByLabel("Category").inputValue()).toBe("requirement-rule");
  await page.getByText("Only reports against the rule set").waitFor();
  const report = page
    .getByRole("listitem")
    .filter({ hasText: "The board's page now lists a different number of hours." });
  const ruleSet = report.getByRole("link", { name: "Registered Nurse — California, version 1" });
  expect(await ruleSet.getAttribute("href")).toBe(
    "/api/requirement-library/rn-california?version=1",
  );
  await report.getByText("nurse_noa", { exact: false }).first().waitFor();

  await page.getByRole("button", { name: "Show every rule set" }).click();
  await page.getByText("Only reports against the rule set").waitFor({ state: "hidden" });
  expect(new URL(page.url()).searchParams.get("ruleSet")).toBeNull();
});

it("fits a phone and a laptop, with no serious accessibility violation", async () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const page = await pages.open({
      signedInAs: "operator_rae",
      inAdminArea: true,
      viewport,
      bypassCSP: true,
    });
    await page.goto("/admin/requirement-library?search=California");
    await page.getByText("1 report, 1 open").first().waitFor();
    await fitsAndPasses(page, `/admin/requirement-library at ${viewport.width} px`);
    await page.goto("/admin/feedback?category=requirement-rule&ruleSet=rn-california");
    await page.getByText("Registered Nurse — California, version 1").first().waitFor();
    await fitsAndPasses(page, `/admin/feedback of a rule set at ${viewport.width} px`);
  }
});
