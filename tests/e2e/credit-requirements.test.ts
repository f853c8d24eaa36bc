import { addDays, todayIn } from "@common/certifications/calendar-date";
import { creditMessages } from "@common/certifications/credit";
import { type Locator, type Page, request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  addCertificationThroughApi,
  addCreditThroughApi,
  atLeast,
  atMost,
  readCertificationThroughApi,
} from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse whose RN license asks for 30 contact hours, at least 2 in ethics and 3 in pain
// management, at most 10 of them self-study, and who also holds a CCRN certification. She
// records 1.5-hour credits until self-study hits its cap, one course for both licenses, and one
// completed before the reporting period; then reads why each counts or not, and how much to do
// each month, on the detail page and on the dashboard.
const app = setUpAppWithAccounts([{ username: "nurse_rosa" }]);
const pages = setUpBrowser({ app });
let page: Page;
let api: Awaited<ReturnType<typeof request.newContext>>;

const today = todayIn("UTC", new Date());
const periodStart = addDays(today, -300);
/** 60 days ahead: inside the dashboard's 90-day window. */
const periodEnd = addDays(today, 60);
const ids = { rn: 0, ccrn: 0 };

beforeAll(async () => {
  api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_rosa,
  });
  ids.rn = await addCertificationThroughApi(api, {
    name: "RN",
    provider: "California Board of Registered Nursing",
    reportingPeriodStart: periodStart,
    reportingPeriodEnd: periodEnd,
    creditsRequired: 30,
    creditsUnit: "contact hours",
    requirements: {
      categories: [atLeast(2, "Ethics"), atLeast(3, "Pain management"), atMost(10, "Self-study")],
      carryOver: null,
    },
  });
  ids.ccrn = await addCertificationThroughApi(api, {
    name: "CCRN",
    provider: "American Association of Critical-Care Nurses",
    reportingPeriodStart: periodStart,
    expirationDate: addDays(today, 400),
    creditsRequired: 20,
    creditsUnit: "contact hours",
  });
  // Six 1.5-hour self-study modules: 9 of the 10 the cap lets count.
  for (let module = 1; module <= 6; module++) {
    await addCreditThroughApi(api, ids.rn, {
      title: `Self-study module ${module}`,
      credits: 1.5,
      completionDate: addDays(today, -40 + module),
      categories: ["Self-study"],
    });
  }
  await addCreditThroughApi(api, ids.rn, {
    title: "Pain management basics",
    credits: 1.5,
    completionDate: addDays(today, -20),
    categories: ["Pain management"],
  });
  page = await pages.openForFile({ signedInAs: "nurse_rosa" });
});

afterAll(async () => {
  await api?.dispose();
});

async function waitForToast(title: string) {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

/** The credit of that title in the list shown (not a chip's list item). */
function creditItem(title: string): Locator {
  return page
    .locator("[data-tour=credits-list] li")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function openCertification(name: string, id: number) {
  await page.goto(`/certifications/${id}`);
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

async function openAddCredit(): Promise<Locator> {
  await page.getByRole("button", { name: "Add Credit" }).click();
  const form = page.getByRole("dialog", { name: "Add Credit" });
  await form.getByLabel("Title").waitFor();
  return form;
}

it("records a 1.5-hour self-study credit past the cap, and the credit says how much counts", async () => {
  await openCertification("RN", ids.rn);
  const form = await openAddCredit();
  // Counts toward: the certification the form was opened from, and the user's others offered.
  await expect.poll(() => form.getByLabel("RN", { exact: true }).isChecked()).toBe(true);
  expect(await form.getByLabel("CCRN", { exact: true }).isChecked()).toBe(false);
  // The RN requirement categories are offered as chips.
  for (const category of ["Ethics", "Pain management", "Self-study"]) {
    expect(await form.getByLabel(category, { exact: true }).isChecked()).toBe(false);
  }
  const credits = form.getByLabel("Credits");
  expect(await credits.getAttribute("inputmode")).toBe("decimal");
  expect(await credits.getAttribute("step")).toBe("0.25");

  await form.getByLabel("Title").fill("Self-study module 7");
  await credits.fill("1.5");
  await form.getByLabel("Self-study", { exact: true }).check();
  await form.getByRole("button", { name: "Save Credit" }).click();
  await waitForToast("Credit added");

  const added = creditItem("Self-study module 7");
  await added.waitFor();
  expect(await added.innerText()).toContain("1.5 contact hours");
  await added.getByRole("list", { name: "Categories" }).getByText("Self-study").waitFor();
  // 9 were counted before it, so only 1 of its 1.5 hours counts: it says why.
  await expect.poll(() => added.innerText()).toContain("the cap is 10 and 9 were already counted");
  expect(await added.innerText()).toContain("1 of 1.5 self-study contact hours");
  // A credit that counts in full has no such note.
  expect(await creditItem("Self-study module 6").innerText()).not.toContain("the cap is");
});

it("counts one course toward both RN and CCRN, and each shows it", async () => {
  const form = await openAddCredit();
  await form.getByLabel("Title").fill("Ethics in critical care");
  await form.getByLabel("Credits").fill("1.5");
  await form.getByLabel("CCRN", { exact: true }).check();
  await form.getByLabel("Ethics", { exact: true }).check();
  await form.getByRole("button", { name: "Save Credit" }).click();
  await waitForToast("Credit added");

  const shared = creditItem("Ethics in critical care");
  await shared.waitFor();
  expect(await shared.innerText()).toContain("Also counts toward CCRN");
  await shared.getByRole("link", { name: "CCRN" }).click();
  await page.getByRole("heading", { name: "CCRN", level: 1 }).waitFor();
  const onCcrn = creditItem("Ethics in critical care");
  await onCcrn.waitFor();
  expect(await onCcrn.innerText()).toContain("Also counts toward RN");
  expect(await onCcrn.innerText()).toContain("1.5 contact hours");
  // Edited from CCRN, the form shows both certifications and its category as recorded.
  await onCcrn.getByRole("button", { name: "Edit credit Ethics in critical care" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Credit" });
  await expect.poll(() => edit.getByLabel("RN", { exact: true }).isChecked()).toBe(true);
  expect(await edit.getByLabel("CCRN", { exact: true }).isChecked()).toBe(true);
  expect(await edit.getByLabel("Ethics", { exact: true }).isChecked()).toBe(true);
  expect(await edit.getByLabel("Credits").inputValue()).toBe("1.5");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await edit.waitFor({ state: "hidden" });
  // CCRN counts it in full: 1.5 of its 20 hours.
  await expect
    .poll(() => page.locator("[data-tour=certification-summary]").innerText())
    .toContain("1.5 of 20 contact hours");
});

it("warns about a credit completed before the reporting period and lists it apart", async () => {
  await openCertification("RN", ids.rn);
  const form = await openAddCredit();
  await form.getByLabel("Title").fill("Refresher before the period");
  await form.getByLabel("Credits").fill("2");
  await form.getByLabel("Completion date").fill(addDays(periodStart, -5));
  await form.getByText(creditMessages.outsidePeriodBefore, { exact: true }).waitFor();
  // Chosen for both, the warning names each certification it will not count for.
  await form.getByLabel("CCRN", { exact: true }).check();
  await form.getByText(`RN: ${creditMessages.outsidePeriodBefore}`, { exact: true }).waitFor();
  await form.getByText(`CCRN: ${creditMessages.outsidePeriodBefore}`, { exact: true }).waitFor();
  await form.getByLabel("CCRN", { exact: true }).uncheck();
  // Inside the period, the warning goes.
  await form.getByLabel("Completion date").fill(today);
  expect(await form.innerText()).not.toContain(creditMessages.outsidePeriodBefore);
  await form.getByLabel("Completion date").fill(addDays(periodStart, -5));
  await form.getByText(creditMessages.outsidePeriodBefore, { exact: true }).waitFor();
  await form.getByRole("button", { name: "Save Credit" }).click();
  await waitForToast("Credit added");

  const apart = page.getByRole("region", { name: "Outside the reporting period" });
  const early = apart
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: "Refresher before the period" }) });
  await early.waitFor();
  await expect
    .poll(() => early.innerText())
    .toContain("Completed before this reporting period started");
  // Only the early credit is listed apart.
  expect(await apart.locator("li").getByRole("heading").allInnerTexts()).toEqual([
    "Refresher before the period",
  ]);
});

it("has no serious accessibility violation in the credit list or the credit form", async () => {
  await page.waitForLoadState("networkidle");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const form = await openAddCredit();
  await form.getByLabel("CCRN", { exact: true }).check();
  await form.getByLabel("Completion date").fill(addDays(periodStart, -1));
  await form.getByText(`RN: ${creditMessages.outsidePeriodBefore}`, { exact: true }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Cancel" }).click();
  await form.waitFor({ state: "hidden" });
});

it("shows what counts and what is still missing, by category, on the detail page", async () => {
  const detail = await readCertificationThroughApi(api, ids.rn);
  // 10 of 10.5 self-study hours, 1.5 ethics and 1.5 pain management count; the early 2 do not.
  expect(detail.creditsEarned).toBe(13);
  expect(detail.creditsMissing).toBe(17);
  const summary = page.locator("[data-tour=certification-summary]");
  await expect.poll(() => summary.innerText()).toContain("13 of 30 contact hours");
  expect(await summary.innerText()).toContain(
    "0.5 ethics contact hours and 1.5 pain management contact hours still missing",
  );
  // 13 of the 30 no longer missing: 43 %.
  expect(await summary.innerText()).toContain("In Progress");
});

it("reads the pace plan on the detail page", async () => {
  const { pace } = await readCertificationThroughApi(api, ids.rn);
  // 17 hours in 60 days: 8.62 a month, rounded up to a quarter. The pace so far
  // (13 hours in 90 days) finishes after the deadline.
  expect(pace?.perMonth).toBe(8.75);
  expect(pace?.behind).toBe(true);
  const plan = page.getByRole("heading", { name: "Pace plan" }).locator("../..");
  await expect.poll(() => plan.innerText()).toMatch(/Needed each month\s+8\.75 contact hours/);
});

it("shows the pace line and the missing categories on the dashboard", async () => {
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  const deadlines = page.locator("[data-tour=upcoming-deadlines]");
  const row = deadlines
    .locator("li")
    .filter({ has: page.getByRole("link", { name: "RN", exact: true }) });
  await row.waitFor();
  expect(await row.innerText()).toContain(
    "Behind: 8.75 contact hours a month from now on finishes on time",
  );
  expect(await row.innerText()).toContain("13 of 30 contact hours");
  expect(await row.innerText()).toContain(
    "0.5 ethics contact hours and 1.5 pain management contact hours still missing",
  );
  // CCRN's deadline is beyond the 90-day window.
  expect(await deadlines.getByRole("link", { name: "CCRN" }).count()).toBe(0);
});
