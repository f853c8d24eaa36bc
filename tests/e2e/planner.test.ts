import { readFile } from "node:fs/promises";
import { addDays, formatCalendarDate, todayIn } from "@common/certifications/calendar-date";
import type { OpportunityInput } from "@common/opportunities";
import { type APIRequestContext, type Locator, type Page, request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addCertificationThroughApi, atLeast, send } from "./support/account-data";
import { adminApiContext } from "./support/admin-api";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse with three certifications (RN California, RN Texas, CCRN), each missing hours, one
// an ethics minimum and one a pain management minimum, opens her renewal plan: the courses of
// the administrator's catalogue that close every gap, by deadline, each with why. She excludes
// the provider of the cheapest clinical course, and the plan takes the other one; she records
// the ethics course she took today, the plan moves on, and her dashboard misses less.
const app = setUpAppWithAccounts(
  [
    { username: "nurse_nadia", grants: ["premium"] },
    { username: "admin_ada", grants: ["admin"] },
  ],
  { env: { SEED_OPPORTUNITIES: "false" } },
);
const pages = setUpBrowser({ app });
let page: Page;
let nurse: APIRequestContext;

const today = todayIn("UTC", new Date());
const rnDeadline = addDays(today, 60);

const ethics = "Nursing Ethics Essentials";
const pain = "Pain Management Basics";
const clinicalCheap = "Critical Care Online";
const clinicalOther = "Critical Care Update";
const cheapProvider = "Bargain CE Company";

function opportunity(fields: Partial<OpportunityInput> & Pick<OpportunityInput, "title">) {
  return {
    provider: "American Nurses Association",
    description: "A course for licensed nurses.",
    url: "https://education.example.org/courses/1",
    credits: 2,
    creditsUnit: "contact hours",
    category: "Clinical practice",
    format: "Online course",
    cost: 20,
    startDate: null,
    endDate: null,
    ...fields,
  };
}

const catalogue = [
  opportunity({ title: ethics, category: "Ethics", cost: 60 }),
  opportunity({
    title: pain,
    provider: "National Pain Education Council",
    category: "Pain management",
    cost: 30,
  }),
  opportunity({ title: clinicalCheap, provider: cheapProvider, credits: 6, cost: 40 }),
  opportunity({
    title: clinicalOther,
    provider: "Critical Care Academy",
    credits: 6,
    cost: 50,
  }),
];

beforeAll(async () => {
  const admin = await adminApiContext(app, "admin_ada");
  for (const entry of catalogue) {
    await send(admin, "POST", "/api/admin/opportunities", { data: entry });
  }
  await admin.dispose();
  nurse = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_nadia,
  });
  await addCertificationThroughApi(nurse, {
    name: "RN California",
    provider: "California Board of Registered Nursing",
    reportingPeriodStart: addDays(today, -300),
    reportingPeriodEnd: rnDeadline,
    creditsRequired: 6,
    creditsUnit: "contact hours",
    requirements: { categories: [atLeast(2, "Ethics")], carryOver: null },
  });
  await addCertificationThroughApi(nurse, {
    name: "RN Texas",
    provider: "Texas Board of Nursing",
    reportingPeriodStart: addDays(today, -200),
    reportingPeriodEnd: addDays(today, 90),
    creditsRequired: 4,
    creditsUnit: "contact hours",
    requirements: { categories: [atLeast(2, "Pain management")], carryOver: null },
  });
  await addCertificationThroughApi(nurse, {
    name: "CCRN",
    provider: "American Association of Critical-Care Nurses",
    reportingPeriodStart: addDays(today, -100),
    reportingPeriodEnd: addDays(today, 200),
    creditsRequired: 4,
    creditsUnit: "contact hours",
  });
  page = await pages.openForFile({ signedInAs: "nurse_nadia" });
});

afterAll(async () => {
  await nurse?.dispose();
});

function timeline(): Locator {
  return page.getByRole("list", { name: "Plan by deadline" });
}

function planned(title: string): Locator {
  // A deadline's courses are the items of its own list, under the timeline's items.
  return timeline()
    .locator("ul > li")
    .filter({ has: page.getByRole("heading", { name: title, exact: true, level: 3 }) });
}

/** The titles of the planned courses, once the plan has settled. */
async function plannedTitles(): Promise<string[]> {
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "Planning again" }).count())
    .toBe(0);
  return (await timeline().getByRole("heading", { level: 3 }).allInnerTexts()).sort();
}

/** The Needs attention card of the dashboard, RN California's row in it. */
function attentionRow(): Locator {
  return page
    .locator("[data-tour=needs-attention] li")
    .filter({ has: page.getByRole("link", { name: "RN California", exact: true }) });
}

it("shows the dashboard's gaps and the plan's first step, leading to the plan", async () => {
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await expect.poll(() => attentionRow().innerText()).toContain("0 of 6 contact hours");
  expect(await attentionRow().innerText()).toContain("2 ethics contact hours still missing");

  // The plan is read after the dashboard's own data: its card comes in once it is solved.
  await page.getByText("First step").waitFor();
  await page.getByRole("link", { name: "Open the plan" }).click();
  await page.getByRole("heading", { name: "Renewal Planner", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/planner");
});

it("plans the courses that close every gap, by deadline, each with why", async () => {
  await timeline().waitFor();
  expect(await plannedTitles()).toEqual([clinicalCheap, ethics, pain].sort());
  const main = await page.locator("main").innerText();
  expect(main).toContain(`By ${formatCalendarDate(rnDeadline)}`);
  expect(main).toContain("Total cost");
  expect(main).toContain("$130");
  expect(main).toContain("3 courses");

  const course = await planned(ethics).innerText();
  expect(course).toContain("American Nurses Association");
  expect(course).toContain("2 contact hours");
  expect(course).toContain("Online course");
  expect(course).toContain("$60");
  expect(course).toMatch(/RN California/);
  expect(await page.getByText("What no course can close").count()).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

it("excludes a provider: the plan takes the other course, and lists the provider with Undo", async () => {
  await planned(clinicalCheap)
    .getByRole("button", { name: /Exclude provider/ })
    .click();
  await expect.poll(plannedTitles).toEqual([clinicalOther, ethics, pain].sort());
  await page.getByText(`All courses of ${cheapProvider}`, { exact: true }).waitFor();
  await page
    .getByRole("button", { name: new RegExp(`^Undo\\s?: All courses of ${cheapProvider}$`) })
    .waitFor();
  expect(await page.locator("main").innerText()).toContain("$140");
  const saved = (await (await nurse.get("/api/planner/preferences")).json()) as {
    excludedProviders: string[];
  };
  expect(saved.excludedProviders).toEqual([cheapProvider]);
});

it("names an excluded course with Undo after a reload, and plans it again on Undo", async () => {
  await planned(pain)
    .getByRole("button", { name: /Exclude this course/ })
    .click();
  await expect.poll(plannedTitles).not.toContain(pain);
  await page.reload();
  const undo = page.getByRole("button", { name: new RegExp(`^Undo\\s?: ${pain}$`) });
  await undo.click();
  await expect.poll(plannedTitles).toEqual([clinicalOther, ethics, pain].sort());
});

it("downloads the plan as a PDF and puts its courses in the calendar feed when asked", async () => {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const calendar = page.getByRole("checkbox", { name: /Show planned courses in my calendar feed/ });
  expect(await calendar.getAttribute("aria-checked")).toBe("false");
  await calendar.click();
  await expect.poll(() => calendar.getAttribute("aria-checked")).toBe("true");
  const saved = (await (await nurse.get("/api/planner/preferences")).json()) as {
    includeInCalendar: boolean;
  };
  expect(saved.includeInCalendar).toBe(true);
});

it("records a planned course as completed: a toast, the plan moves on, the dashboard misses less", async () => {
  await planned(ethics)
    .getByRole("button", { name: /I completed this/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "I completed this" });
  expect(await dialog.getByLabel("Completion date").inputValue()).toBe(today);
  await dialog.getByRole("button", { name: "Record credit" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Credit added" }).first();
  await toast.waitFor();
  expect(await toast.innerText()).toContain(`${ethics} counts toward`);
  await dialog.waitFor({ state: "hidden" });
  // Her ethics minimum is met: the rest of RN California's hours come cheaper from the
  // clinical course than from the ethics course again.
  await expect.poll(plannedTitles).toEqual([clinicalOther, pain].sort());

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await expect.poll(() => attentionRow().innerText()).toContain("2 of 6 contact hours");
  expect(await attentionRow().innerText()).not.toContain("ethics contact hours still missing");
});
