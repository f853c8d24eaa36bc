import { addDays, todayIn } from "@common/certifications/calendar-date";
import { format, parseISO } from "date-fns";
import { type Locator, type Page, request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { solidPng } from "../support/solid-png";
import {
  addCertificationThroughApi,
  addCreditThroughApi,
  uploadLogoThroughApi,
} from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// How the frame and the busiest pages sit on two phones (360 and 375 px wide) and a laptop,
// for a nurse on the free plan whose three certifications (the plan's limit) have long names,
// logos of different shapes, and two deadlines on the same day.
const app = setUpAppWithAccounts([{ username: "nurse_nia" }]);
const pages = setUpBrowser({ app });

const phones = [
  ["360 px phone", { width: 360, height: 800 }],
  ["375 px phone", { width: 375, height: 812 }],
] as const;
const laptop = ["laptop", { width: 1280, height: 800 }] as const;

const ccrn = "Certified Critical Care Registered Nurse (CCRN)";
const acls = "Advanced Cardiovascular Life Support (ACLS) Provider";
const rn = "Registered Nurse License";
const today = todayIn("UTC", new Date());
/** The day both CCRN and ACLS expire. */
const busyDay = addDays(today, 20);
const ids: Record<string, number> = {};

beforeAll(async () => {
  const api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_nia,
  });
  ids[ccrn] = await addCertificationThroughApi(api, {
    name: ccrn,
    provider: "American Association of Critical-Care Nurses",
    expirationDate: busyDay,
    creditsRequired: 100,
  });
  ids[acls] = await addCertificationThroughApi(api, {
    name: acls,
    provider: "American Heart Association",
    expirationDate: busyDay,
    creditsRequired: 16,
  });
  ids[rn] = await addCertificationThroughApi(api, {
    name: rn,
    provider: "State Board of Nursing",
    reportingPeriodEnd: addDays(today, 40),
    creditsRequired: 10,
  });
  await addCreditThroughApi(api, ids[rn] ?? 0, {
    title: "Pain Management in Acute Care",
    credits: 8,
    completionDate: today,
  });
  // A wide logo and a tall one: either would show a frame that does not centre it.
  await uploadLogoThroughApi(api, ids[ccrn] ?? 0, solidPng(160, 60, [29, 78, 216]));
  await uploadLogoThroughApi(api, ids[acls] ?? 0, solidPng(40, 160, [220, 38, 38]));
  await api.dispose();
});

async function openAt(viewport: { width: number; height: number }, path: string, heading: string) {
  const page = await pages.open({ signedInAs: "nurse_nia", viewport });
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not shown`);
  return found;
}

/** True when the element's text is cut (an ellipsis, or text hidden past its edge). */
function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth);
}

/** The lines the element's text takes. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** A badge sits on its label's line, after it, rather than wrapped under it. */
async function expectBesideLabel(label: Locator, badge: Locator) {
  const [labelBox, badgeBox] = [await box(label), await box(badge)];
  const name = await label.innerText();
  expect(badgeBox.y, `${name}: badge below its label`).toBeLessThan(labelBox.y + labelBox.height);
  expect(badgeBox.x, `${name}: badge not after its label`).toBeGreaterThanOrEqual(
    labelBox.x + labelBox.width - 1,
  );
}

/** Moves the calendar (which opens on this month) to the month of `date`; answers its title. */
async function showMonthOf(page: Page, date: string): Promise<string> {
  const month = format(parseISO(date), "MMMM yyyy");
  if ((await page.getByRole("heading", { level: 2 }).first().innerText()) !== month) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await page.getByRole("heading", { name: month, level: 2 }).waitFor();
  return month;
}

/** The certifications page's title and the upgrade action beside or under it. */
async function certificationsHeader(page: Page) {
  const upgrade = page.getByRole("link", { name: "Upgrade to add more" });
  await upgrade.waitFor();
  const note = page.getByText("The free plan holds up to 3 certifications.");
  return {
    title: await box(page.getByRole("heading", { name: "Certifications", level: 1 })),
    action: await box(upgrade),
    note: await box(note),
    noteAlignment: await note.evaluate((element) => getComputedStyle(element).textAlign),
  };
}

/** How many buttons are named exactly `name` ("Filters 2 active"). */
function filterButtonCount(page: Page, name: string): Promise<number> {
  return page.getByRole("button", { name, exact: true }).count();
}

/** A navigation entry's label and the badge after it. */
function labelAndBadge(entry: Locator, badge: string) {
  return [
    entry.locator("span").first(),
    entry.locator("span").filter({ hasText: new RegExp(`^${badge}`) }),
  ] as const;
}

describe.each(phones)("on a %s", (_name, viewport) => {
  it("names every tab in full on one line, the current one (in bold) included", async () => {
    const page = await openAt(viewport, "/", "Dashboard");
    const tabs = page.getByRole("navigation", { name: "Tabs" }).getByRole("link");
    for (const [path, heading] of [
      ["/", "Dashboard"],
      ["/certifications", "Certifications"],
      ["/calendar", "Calendar"],
      ["/notifications", "Notifications"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      expect(await tabs.count()).toBe(4);
      for (const tab of await tabs.all()) {
        const label = tab
          .locator("span")
          .filter({ hasNotText: /unread/ })
          .last();
        const shown = `${path}: ${await label.innerText()}`;
        expect(`${shown} cut ${await isCut(label)}`).toBe(`${shown} cut false`);
        expect(`${shown} on ${await lineCount(label)} lines`).toBe(`${shown} on 1 lines`);
      }
      expect(await tabs.locator("span", { hasText: /^Notifications$/ }).count()).toBe(1);
    }
  });

  it("keeps the Premium badges beside their entries in the menu", async () => {
    const page = await openAt(viewport, "/", "Dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (const name of ["Opportunities", "Reports"]) {
      const entry = menu.getByRole("button", { name: `${name} Premium` });
      await expectBesideLabel(...labelAndBadge(entry, "Premium"));
    }
  });

  it("shows the first certification whole on the first screen, above the tab bar", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    const first = page.getByRole("region", { name: "Certification list" }).locator("li").first();
    await first.getByRole("link", { name: acls }).waitFor();
    const card = await box(first);
    const tabBar = await box(page.getByRole("navigation", { name: "Tabs" }));
    expect(card.y).toBeGreaterThan(0);
    expect(card.y + card.height).toBeLessThanOrEqual(tabBar.y);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("keeps Add Credit on screen above the tab bar all down a certification, and it opens the form", async () => {
    const page = await openAt(viewport, `/certifications/${ids[rn]}`, rn);
    const add = page.getByRole("button", { name: "Add Credit" });
    const tabBar = await box(page.getByRole("navigation", { name: "Tabs" }));
    for (const scrolled of [false, true]) {
      if (scrolled) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const button = await box(add);
      expect(button.y, `scrolled ${scrolled}`).toBeGreaterThan(0);
      expect(button.y + button.height, `scrolled ${scrolled}`).toBeLessThanOrEqual(tabBar.y);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
    }
    await add.click();
    await page.getByRole("dialog", { name: "Add Credit" }).getByLabel("Title").waitFor();
  });

  it("folds the three filters behind one Filters button that counts them, and they still filter", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    const list = page.getByRole("region", { name: "Certification list" });
    await list.getByRole("link", { name: acls }).waitFor();
    expect(await page.getByLabel("Search").isVisible()).toBe(true);
    const filters = page.getByRole("button", { name: /^Filters/ });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");
    for (const field of ["Status", "Progress", "Sort by"]) {
      expect(await page.getByLabel(field).isVisible(), field).toBe(false);
    }

    await filters.click();
    expect(await filters.getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Progress").selectOption("On Track");
    await expect.poll(() => list.getByRole("link").allInnerTexts()).toEqual([rn]);
    expect(await filterButtonCount(page, "Filters 1 active")).toBe(1);

    await page.getByLabel("Progress").selectOption("");
    await page.getByLabel("Sort by").selectOption("name");
    await page.getByLabel("Status").selectOption("active");
    await expect.poll(() => list.getByRole("link").allInnerTexts()).toEqual([acls, ccrn, rn]);
    expect(await filterButtonCount(page, "Filters 2 active")).toBe(1);

    await filters.click();
    expect(await page.getByLabel("Sort by").isVisible()).toBe(false);
    expect(await filterButtonCount(page, "Filters 2 active")).toBe(1);
    expect(await list.getByRole("link").allInnerTexts()).toEqual([acls, ccrn, rn]);

    await page.getByLabel("Search").fill("nurse");
    await expect.poll(() => list.getByRole("link").allInnerTexts()).toEqual([ccrn, rn]);
  });

  it("puts the upgrade action under the title, its text aligned with it", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    const { title, action, note, noteAlignment } = await certificationsHeader(page);
    const description = await box(page.getByText("Your licenses and certifications"));
    expect(action.y).toBeGreaterThanOrEqual(description.y + description.height);
    expect(Math.abs(action.x - title.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(note.x - title.x)).toBeLessThanOrEqual(1);
    expect(noteAlignment).toMatch(/^(start|left)$/);
  });

  it("shows the month with dots and lists the picked day's events under it", async () => {
    const page = await openAt(viewport, "/calendar", "Calendar");
    const month = await showMonthOf(page, busyDay);
    await page.getByRole("heading", { name: month, level: 2 }).waitFor();
    const grid = page.getByRole("table", { name: month });
    expect(await grid.getByRole("link").count()).toBe(0);

    const shownDay = format(parseISO(busyDay), "MMM d, yyyy");
    const day = grid.getByRole("button", { name: `${shownDay}, 2 events` });
    await day.waitFor();
    // Both events are deadlines: one red dot.
    const dots = day.locator("[aria-hidden='true']");
    expect(await dots.count()).toBe(1);
    expect((await box(dots)).width).toBeGreaterThan(0);
    // A day of the same month without events says so.
    const quietDay = addDays(busyDay, busyDay.endsWith("-01") ? 1 : -1);
    const quietName = `${format(parseISO(quietDay), "MMM d, yyyy")}, no events`;
    expect(await grid.getByRole("button", { name: quietName }).count()).toBe(1);

    await day.click();
    expect(await day.getAttribute("aria-pressed")).toBe("true");
    const list = page.getByRole("region", { name: shownDay });
    const events = list.getByRole("link");
    expect(await events.allTextContents()).toEqual([
      `${acls} expires (Deadline)`,
      `${ccrn} expires (Deadline)`,
    ]);
    for (const event of await events.all()) {
      expect(await isCut(event.locator("span").first())).toBe(false);
    }
    const listTop = (await box(list)).y;
    const gridBox = await box(grid);
    expect(listTop).toBeGreaterThanOrEqual(gridBox.y + gridBox.height);

    await list.getByRole("link", { name: `${ccrn} expires (Deadline)` }).click();
    await page.getByRole("heading", { name: ccrn, level: 1 }).waitFor();
  });
});

describe.each([...phones, laptop])("on a %s", (_name, viewport) => {
  it("shows deadline names whole in Upcoming Deadlines", async () => {
    const page = await openAt(viewport, "/", "Dashboard");
    const deadlines = page.locator("[data-tour=upcoming-deadlines]");
    await deadlines.getByRole("link", { name: ccrn }).waitFor();
    for (const name of [acls, ccrn, rn]) {
      const link = deadlines.getByRole("link", { name });
      expect(`${name}: cut ${await isCut(link)}`).toBe(`${name}: cut false`);
      expect(await link.innerText()).toBe(name);
    }
  });

  it("centres each logo in its frame", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    const logos = page.getByRole("region", { name: "Certification list" }).locator("img");
    await expect.poll(() => logos.count()).toBe(2);
    const summary = await openAt(viewport, `/certifications/${ids[ccrn]}`, ccrn);
    for (const logo of [
      ...(await logos.all()),
      summary.getByRole("img", { name: `Logo of ${ccrn}` }),
    ]) {
      await logo.evaluate((image: HTMLImageElement) => image.decode());
      const drawn = await logo.evaluate(drawnLogo);
      const frame = await box(logo.locator("xpath=.."));
      const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      expect(Math.abs(drawn.x + drawn.width / 2 - centre.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn.y + drawn.height / 2 - centre.y)).toBeLessThanOrEqual(1);
      // Inside the frame, not on its border.
      expect(drawn.x).toBeGreaterThan(frame.x);
      expect(drawn.x + drawn.width).toBeLessThan(frame.x + frame.width);
    }
  });
});

/**
 * Where the browser paints an image's picture (not its box): with object-fit contain the
 * picture is scaled to fit the content box and placed by object-position.
 */
function drawnLogo(image: HTMLImageElement) {
  const style = getComputedStyle(image);
  const rect = image.getBoundingClientRect();
  const px = (value: string) => Number.parseFloat(value) || 0;
  const left = rect.left + px(style.borderLeftWidth) + px(style.paddingLeft);
  const top = rect.top + px(style.borderTopWidth) + px(style.paddingTop);
  const width = image.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  const height = image.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
  const scale =
    style.objectFit === "contain"
      ? Math.min(width / image.naturalWidth, height / image.naturalHeight)
      : 1;
  const drawnWidth = style.objectFit === "fill" ? width : image.naturalWidth * scale;
  const drawnHeight = style.objectFit === "fill" ? height : image.naturalHeight * scale;
  const [positionX = "50%", positionY = "50%"] = style.objectPosition.split(" ");
  const offset = (position: string, free: number) =>
    position.endsWith("%")
      ? (free * Number.parseFloat(position)) / 100
      : Number.parseFloat(position);
  return {
    x: left + offset(positionX, width - drawnWidth),
    y: top + offset(positionY, height - drawnHeight),
    width: drawnWidth,
    height: drawnHeight,
  };
}

describe.each([["narrow laptop", { width: 800, height: 800 }] as const, laptop])(
  "on a %s",
  (_name, viewport) => {
    it("keeps the New and Premium badges and the unread count beside their sidebar entries, no word broken", async () => {
      const page = await openAt(viewport, "/", "Dashboard");
      const nav = page.getByRole("navigation", { name: "Main" });
      const comingSoon = labelAndBadge(
        nav.getByRole("link", { name: "Features Coming Soon New" }),
        "New",
      );
      await expectBesideLabel(...comingSoon);
      if (viewport.width >= 1024) expect(await lineCount(comingSoon[0])).toBe(1);
      for (const name of ["Opportunities", "Reports"]) {
        const [label, badge] = labelAndBadge(
          nav.getByRole("button", { name: `${name} Premium` }),
          "Premium",
        );
        await expectBesideLabel(label, badge);
        expect(`${name} on ${await lineCount(label)} lines`).toBe(`${name} on 1 lines`);
      }
      const notifications = nav.getByRole("link", { name: /^Notifications/ });
      await expect.poll(() => notifications.innerText()).toMatch(/\d/);
      await expectBesideLabel(...labelAndBadge(notifications, "\\d"));
    });
  },
);

describe("on a laptop", () => {
  const [, viewport] = laptop;

  it("pins the upgrade action to the top right of the header, beside the title", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    const { title, action, note, noteAlignment } = await certificationsHeader(page);
    const filters = await box(page.locator("search"));
    const rightEdge = filters.x + filters.width;
    expect(Math.abs(action.x + action.width - rightEdge)).toBeLessThanOrEqual(1);
    expect(Math.abs(note.x + note.width - rightEdge)).toBeLessThanOrEqual(1);
    expect(Math.abs(action.y - title.y)).toBeLessThanOrEqual(8);
    expect(noteAlignment).toBe("right");
  });

  it("keeps fields side by side in line when one of them shows an error or a hint", async () => {
    const page = await openAt(viewport, `/certifications/${ids[rn]}`, rn);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Edit Certification" });
    await form.getByLabel("Received date").fill(addDays(today, -10));
    await form.getByLabel("Expiration date").fill(addDays(today, -20));
    await form.getByRole("button", { name: "Save Certification" }).click();
    await form.getByText("Expiration date cannot be before the received date").waitFor();
    const received = await box(form.getByLabel("Received date"));
    const expiration = await box(form.getByLabel("Expiration date"));
    expect(Math.abs(received.x - expiration.x)).toBeGreaterThan(100);
    expect(Math.abs(received.y - expiration.y)).toBeLessThanOrEqual(1);

    const again = await openAt(viewport, `/certifications/${ids[rn]}`, rn);
    await again.getByRole("button", { name: "Add Credit" }).click();
    const credit = again.getByRole("dialog", { name: "Add Credit" });
    await credit.getByLabel("Title").waitFor();
    const provider = await box(credit.getByLabel("Provider", { exact: true }));
    const approval = await box(credit.getByLabel("Approval number", { exact: true }));
    expect(Math.abs(provider.y - approval.y)).toBeLessThanOrEqual(1);
  });

  it("keeps the filters inline, without a Filters button", async () => {
    const page = await openAt(viewport, "/certifications", "Certifications");
    await page.getByLabel("Search").waitFor();
    expect(await page.getByRole("button", { name: /^Filters/ }).isVisible()).toBe(false);
    for (const field of ["Status", "Progress", "Sort by"]) {
      expect(await page.getByLabel(field).isVisible(), field).toBe(true);
    }
  });

  it("keeps event chips in the month's days", async () => {
    const page = await openAt(viewport, "/calendar", "Calendar");
    await showMonthOf(page, busyDay);
    const day = page.locator(`[data-date="${busyDay}"]`);
    await day.getByRole("link", { name: `${acls} expires (Deadline)` }).waitFor();
    expect(await day.innerText()).toContain("+1 more");
  });
});
