import { addDays, formatCalendarDate, todayIn } from "@common/certifications/calendar-date";
import { creditMessages } from "@common/certifications/credit";
import {
  completionBeforeStartMessage,
  type OpportunityInput,
  opportunityListItemSchema,
  opportunityListMessages,
} from "@common/opportunities";
import { type APIRequestContext, type Locator, type Page, request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { addCertificationThroughApi, atLeast, send } from "./support/account-data";
import { adminApiContext } from "./support/admin-api";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse whose RN license still misses 2 ethics contact hours (and 30 in all) looks for
// courses: she searches and filters the catalog, asks for what closes her gaps, follows a
// provider's link, and records the ethics webinar she took this morning, which then shows on
// her license; the conference still to come cannot be recorded yet. A free account is told
// the page is premium. The catalog is the administrator's, not the demo seed.
const app = setUpAppWithAccounts(
  [
    { username: "nurse_olive", grants: ["premium"] },
    { username: "admin_otto", grants: ["admin"] },
    { username: "free_frank" },
  ],
  { env: { SEED_OPPORTUNITIES: "false" } },
);
const pages = setUpBrowser({ app });
let page: Page;
let nurse: APIRequestContext;

const today = todayIn("UTC", new Date());
const ids = { rn: 0, ccrn: 0 };

const ethics = "Ethics in Everyday Nursing Practice";
const pain = "Pain Management Essentials";
const conference = "Critical Care Nursing Conference";
const infection = "Infection Control Self-Study";
const steel = "Structural Steel Design Update";

function opportunity(fields: Partial<OpportunityInput> & Pick<OpportunityInput, "title">) {
  return {
    provider: "American Nurses Association",
    description: "A course for licensed nurses.",
    url: "https://education.example.org/courses/1",
    credits: 2,
    creditsUnit: "contact hours",
    category: "Clinical practice",
    format: "Online course",
    cost: 0,
    startDate: null,
    endDate: null,
    ...fields,
  };
}

const catalog = [
  opportunity({
    title: ethics,
    category: "Ethics",
    format: "Webinar",
    url: "https://education.example.org/ethics-webinar",
    startDate: today,
    endDate: today,
    description: "Moral distress, consent and advocacy at the bedside, with case studies.",
  }),
  opportunity({
    title: pain,
    provider: "National Pain Education Council",
    credits: 3,
    category: "Pain management",
    cost: 45,
  }),
  opportunity({
    title: conference,
    provider: "American Association of Critical-Care Nurses",
    credits: 12.5,
    format: "Conference",
    cost: 650,
    startDate: addDays(today, 40),
    endDate: addDays(today, 42),
  }),
  opportunity({
    title: infection,
    credits: 1.5,
    category: "Infection control",
    format: "Self-study",
  }),
  opportunity({
    title: steel,
    provider: "American Institute of Steel Construction",
    credits: 4,
    creditsUnit: "hours",
    category: "Structural engineering",
    format: "Workshop",
    cost: null,
  }),
];

beforeAll(async () => {
  const admin = await adminApiContext(app, "admin_otto");
  for (const entry of catalog) {
    await send(admin, "POST", "/api/admin/opportunities", { data: entry });
  }
  await admin.dispose();
  nurse = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_olive,
  });
  ids.rn = await addCertificationThroughApi(nurse, {
    name: "RN",
    provider: "California Board of Registered Nursing",
    reportingPeriodStart: addDays(today, -300),
    reportingPeriodEnd: addDays(today, 60),
    creditsRequired: 30,
    creditsUnit: "contact hours",
    requirements: { categories: [atLeast(2, "Ethics")], carryOver: null },
  });
  ids.ccrn = await addCertificationThroughApi(nurse, {
    name: "CCRN",
    provider: "American Association of Critical-Care Nurses",
    reportingPeriodStart: addDays(today, -100),
    expirationDate: addDays(today, 400),
    creditsRequired: 20,
    creditsUnit: "contact hours",
  });
  page = await pages.openForFile({ signedInAs: "nurse_olive" });
});

afterAll(async () => {
  await nurse?.dispose();
});

function list(): Locator {
  return page.getByRole("region", { name: "Opportunity list" });
}

function card(title: string): Locator {
  return list()
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The titles of the cards shown, once the list has settled on `count` of them. */
async function titlesShown(count: number): Promise<string[]> {
  await expect
    .poll(
      async () =>
        (await list().getAttribute("aria-busy")) === "false" &&
        (await list().getByRole("heading").count()),
    )
    .toBe(count);
  return list().getByRole("heading").allInnerTexts();
}

/** What the server says an opportunity closes, as the list answers it to the nurse. */
async function gapTextOf(title: string): Promise<string> {
  const response = await nurse.get("/api/opportunities?gaps=only");
  expect(response.ok()).toBe(true);
  const rows = z.array(opportunityListItemSchema).parse(await response.json());
  const gap = rows.find((row) => row.title === title)?.gap;
  expect(gap, `${title} closes a gap`).toBeTruthy();
  return gap?.text ?? "";
}

const ethicsGapText = () => gapTextOf(ethics);

/** The server's gap sentence as the card's badge starts it. */
const badge = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

it("lists the catalog with what each costs, gives and when, the gap closer first", async () => {
  await page.goto("/opportunities");
  await page.getByRole("heading", { name: "Opportunities", level: 1 }).waitFor();
  const titles = await titlesShown(5);
  expect(titles[0]).toBe(ethics);
  expect(await page.title()).toContain("Opportunities");

  const webinar = await card(ethics).innerText();
  const gapText = await ethicsGapText();
  expect(webinar).toContain(gapText.charAt(0).toUpperCase() + gapText.slice(1));
  expect(webinar).toContain("2 contact hours");
  expect(webinar).toContain("Webinar");
  expect(webinar).toContain("Free");
  expect(await card(conference).innerText()).toContain("12.5 contact hours");
  expect(await card(conference).innerText()).toContain("$650");
  expect(await card(pain).innerText()).toContain("Any time");
  expect(await card(steel).innerText()).toContain("Cost not listed");
  expect(await card(infection).innerText()).toContain("1.5 contact hours");

  const link = card(ethics).getByRole("link", { name: /Visit provider/ });
  expect(await link.getAttribute("href")).toBe("https://education.example.org/ethics-webinar");
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
});

it("narrows the list by search and filters, kept in the address through a reload", async () => {
  await page.getByLabel("Search").fill("pain");
  expect(await titlesShown(1)).toEqual([pain]);
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("pain");
  await page.reload();
  expect(await titlesShown(1)).toEqual([pain]);
  expect(await page.getByLabel("Search").inputValue()).toBe("pain");

  await page.getByLabel("Search").fill("");
  await titlesShown(5);
  await page.getByLabel("Cost").selectOption("free");
  expect((await titlesShown(2)).sort()).toEqual([ethics, infection].sort());
  await page.getByLabel("Format").selectOption("Webinar");
  expect(await titlesShown(1)).toEqual([ethics]);
  await page.getByLabel("Format").selectOption("");
  await page.getByLabel("Cost").selectOption("");
  await page.getByLabel("Credits from").fill("3");
  expect((await titlesShown(3)).sort()).toEqual([conference, pain, steel].sort());
  await page.getByLabel("Credits to").fill("4");
  expect((await titlesShown(2)).sort()).toEqual([pain, steel].sort());
  // A range the wrong way round is said under the field; the list keeps to "from".
  await page.getByLabel("Credits from").fill("5");
  await page.getByText(opportunityListMessages.creditRange).waitFor();
  expect(await titlesShown(1)).toEqual([conference]);
  await page.getByLabel("Credits from").fill("3");
  expect((await titlesShown(2)).sort()).toEqual([pain, steel].sort());
  await page.getByLabel("Category").selectOption("Structural engineering");
  expect(await titlesShown(1)).toEqual([steel]);
  await page.getByLabel("Category").selectOption("Ethics");

  await page.getByText("No opportunities match these filters").waitFor();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await titlesShown(5);
  expect(await page.getByLabel("Credits from").inputValue()).toBe("");
  expect(new URL(page.url()).search).toBe("");
});

it("lists only what closes a gap with Matches my gaps, the total still missing too, the gap said on the card", async () => {
  const matches = page.getByRole("switch", { name: "Matches my gaps" });
  expect(await matches.getAttribute("aria-checked")).toBe("false");
  await matches.click();
  expect(await matches.getAttribute("aria-checked")).toBe("true");
  // The ethics minimum first; then what counts toward the hours still missing, in contact
  // hours; never the steel workshop, in hours.
  expect(await titlesShown(4)).toEqual([ethics, conference, infection, pain]);
  expect(new URL(page.url()).searchParams.get("gaps")).toBe("only");
  expect(await card(ethics).innerText()).toContain(badge(await ethicsGapText()));
  const painGap = await gapTextOf(pain);
  expect(painGap).toMatch(/^covers 3 of your \d+ missing contact hours$/);
  expect(await card(pain).innerText()).toContain(badge(painGap));
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

it("offers I completed this from a course's start date: the conference still to come says when", async () => {
  const upcoming = card(conference);
  await upcoming
    .getByText(`Record it once taken, from ${formatCalendarDate(addDays(today, 40))}`)
    .waitFor();
  expect(await upcoming.getByRole("button", { name: /I completed this/ }).count()).toBe(0);
  expect(
    await card(pain)
      .getByRole("button", { name: /I completed this/ })
      .count(),
  ).toBe(1);
});

it("leads from a certification's missing category to the courses that close it", async () => {
  const listed = page.url();
  await page.goto(`/certifications/${ids.rn}`);
  await page.getByRole("link", { name: "Find courses for Ethics" }).click();
  await page.waitForURL(/\/opportunities\?/);
  const address = new URL(page.url()).searchParams;
  expect([address.get("gaps"), address.get("category")]).toEqual(["only", "Ethics"]);
  expect(await titlesShown(1)).toEqual([ethics]);
  await page.goto(listed);
});

it("records I completed this on the gap's certification, refusing a future date in the dialog", async () => {
  await card(ethics)
    .getByRole("button", { name: /I completed this/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "I completed this" });
  await expect.poll(() => dialog.getByLabel("RN", { exact: true }).isChecked()).toBe(true);
  expect(await dialog.getByLabel("CCRN", { exact: true }).isChecked()).toBe(false);
  expect(await dialog.getByLabel(/Credits/).inputValue()).toBe("2");
  expect(await dialog.getByLabel("Completion date").inputValue()).toBe(today);
  expect(await dialog.innerText()).toContain("American Nurses Association");

  await dialog.getByLabel("Completion date").fill(addDays(today, 2));
  await dialog.getByRole("button", { name: "Record credit" }).click();
  await dialog.getByText(creditMessages.completionDateInFuture).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // Nor before the webinar took place.
  await dialog.getByLabel("Completion date").fill(addDays(today, -1));
  await dialog.getByRole("button", { name: "Record credit" }).click();
  await dialog.getByText(completionBeforeStartMessage(today)).waitFor();

  await dialog.getByLabel("Completion date").fill(today);
  await dialog.getByRole("button", { name: "Record credit" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Credit added" }).first();
  await toast.waitFor();
  expect(await toast.innerText()).toContain(`${ethics} counts toward RN.`);
  expect(await page.getByRole("link", { name: "Open RN" }).getAttribute("href")).toBe(
    `/certifications/${ids.rn}`,
  );
  await dialog.waitFor({ state: "hidden" });
  // The ethics minimum is met: the webinar now counts toward the hours still missing.
  const totalGap = await ethicsGapText();
  expect(totalGap).toMatch(/^covers 2 of your \d+ missing contact hours$/);
  await expect.poll(() => card(ethics).innerText()).toContain(badge(totalGap));

  // Nothing in the catalog closes a gap of hers under Structural engineering: the page says why.
  await page.goto("/opportunities?gaps=only&category=Structural%20engineering");
  await page.getByText("No opportunities close your gaps").waitFor();
  expect(await page.locator("main").innerText()).toContain(
    "CCRN is missing 20 contact hours; RN is missing 28 contact hours. No opportunity matching your other filters counts toward them",
  );
  await page.getByRole("button", { name: "Show all opportunities" }).click();
  expect(await titlesShown(1)).toEqual([steel]);

  await page.goto(`/certifications/${ids.rn}`);
  await page.getByRole("heading", { name: "RN", level: 1 }).waitFor();
  const credit = page
    .locator("[data-tour=credits-list] li")
    .filter({ has: page.getByRole("heading", { name: ethics, exact: true }) });
  await credit.waitFor();
  expect(await credit.innerText()).toContain("American Nurses Association");
  expect(await credit.innerText()).toContain("2 contact hours");
  expect(await credit.innerText()).toContain("Ethics");
});

it("folds the filters behind a Filters button on a phone, the first card in view", async () => {
  const phone = await pages.open({
    signedInAs: "nurse_olive",
    viewport: { width: 375, height: 740 },
  });
  await phone.goto("/opportunities");
  const first = phone
    .getByRole("region", { name: "Opportunity list" })
    .getByRole("heading")
    .first();
  await first.waitFor();
  expect(await phone.getByLabel("Category").isVisible()).toBe(false);
  await phone.getByRole("button", { name: "Filters" }).click();
  await phone.getByLabel("Category").selectOption("Pain management");
  await expect
    .poll(() =>
      phone.getByRole("region", { name: "Opportunity list" }).getByRole("heading").allInnerTexts(),
    )
    .toEqual([pain]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

it("pages a longer catalog 20 at a time, the page kept in the address and in the history", async () => {
  const admin = await adminApiContext(app, "admin_otto");
  for (let week = 1; week <= 20; week++) {
    await send(admin, "POST", "/api/admin/opportunities", {
      data: opportunity({
        title: `Pharmacology update, week ${week}`,
        format: "Webinar",
        startDate: addDays(today, 100 + week * 7),
        endDate: addDays(today, 100 + week * 7),
      }),
    });
  }
  await admin.dispose();
  await page.goto("/opportunities");
  expect(await titlesShown(20)).toHaveLength(20);
  expect(await list().innerText()).toContain("25 opportunities");
  const pagesNav = page.getByRole("navigation", { name: "Pages of opportunities" });
  expect(await pagesNav.innerText()).toContain("Page 1 of 2");

  await pagesNav.getByRole("button", { name: "Next" }).click();
  expect(await titlesShown(5)).toHaveLength(5);
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  await page.reload();
  expect(await titlesShown(5)).toHaveLength(5);
  expect(await pagesNav.innerText()).toContain("Page 2 of 2");
  await page.goBack();
  expect(await titlesShown(20)).toHaveLength(20);
});

it("tells a free account that Opportunities is premium", async () => {
  const free = await pages.open({ signedInAs: "free_frank" });
  await free.goto("/opportunities");
  await free
    .locator("main")
    .getByText("Opportunities is a premium feature. Subscribe to unlock it.")
    .waitFor();
  expect(await free.getByRole("region", { name: "Opportunity list" }).count()).toBe(0);
});
