import { addDays, todayIn } from "@common/certifications/calendar-date";
import { opportunityMessages } from "@common/opportunities";
import type { Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { send } from "./support/account-data";
import { adminApiContext } from "./support/admin-api";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// An administrator keeps the catalog of opportunities: adds a webinar (forgetting its title
// first), corrects it, and a premium nurse finds it on Opportunities; then removes it after
// confirming, and the nurse no longer sees it. Finished opportunities stay in the catalog,
// marked. On a phone, the administrator reaches the admin pages from the menu.
const app = setUpAppWithAccounts(
  [
    { username: "admin_ada", grants: ["admin"] },
    { username: "nurse_pia", grants: ["premium"] },
  ],
  { env: { SEED_OPPORTUNITIES: "false" } },
);
const pages = setUpBrowser({ app });
const phone = { width: 375, height: 812 };

const today = todayIn("UTC", new Date());
const webinar = "Opioid Stewardship for Nurses";
const corrected = "Opioid Stewardship for Nurses 2027";
const finished = "Last Year's Pharmacology Update";

beforeAll(async () => {
  // One opportunity already over, written through the API as any administrator would.
  const admin = await adminApiContext(app, "admin_ada");
  await send(admin, "POST", "/api/admin/opportunities", {
    data: {
      title: finished,
      provider: "Nursing Education Council",
      description: "What changed in pharmacology last year.",
      url: "https://education.example.org/pharmacology",
      credits: 3,
      creditsUnit: "contact hours",
      category: "Pharmacology",
      format: "Online course",
      cost: 0,
      startDate: addDays(today, -60),
      endDate: addDays(today, -30),
    },
  });
  await admin.dispose();
});

function catalog(page: Page): Locator {
  return page.getByRole("region", { name: "Catalog" });
}

function entry(page: Page, title: string): Locator {
  return catalog(page)
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/**
 * Waits for the list to settle on `titles` (a change refreshes it in the background, so the
 * entries before it may show a moment longer).
 */
async function expectTitles(page: Page, titles: string[]) {
  await expect
    .poll(async () =>
      (await catalog(page).getAttribute("aria-busy")) === "false"
        ? catalog(page).getByRole("heading").allInnerTexts()
        : "updating",
    )
    .toEqual(titles);
}

async function toast(page: Page, title: string) {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

async function openCatalog(options: { viewport?: typeof phone } = {}): Promise<Page> {
  const page = await pages.open({ signedInAs: "admin_ada", inAdminArea: true, ...options });
  await page.goto("/admin/opportunities");
  await page.getByRole("heading", { name: "Opportunity Catalog", level: 1 }).waitFor();
  return page;
}

it("adds, edits and deletes an opportunity, which a premium nurse sees change on Opportunities", async () => {
  const page = await openCatalog();
  expect(await page.title()).toContain("Opportunity Catalog");
  await expectTitles(page, [finished]);

  await page.getByRole("button", { name: "Add opportunity" }).click();
  const add = page.getByRole("dialog", { name: "Add opportunity" });
  await add.getByLabel("Provider").fill("American Nurses Association");
  await add.getByLabel("Description").fill("Safe prescribing, tapering and patient education.");
  await add.getByLabel("Link").fill("https://education.example.org/opioids");
  await add.getByLabel("Credits", { exact: true }).fill("1.5");
  await add.getByLabel("Credits unit").selectOption("contact hours");
  await add.getByLabel("Category").fill("Pain management");
  await add.getByLabel("Format").selectOption("Webinar");
  await add.getByLabel("Cost (US dollars)").fill("49");
  await add.getByLabel("Start date").fill(addDays(today, 30));
  await add.getByLabel("End date").fill(addDays(today, 30));
  await add.getByRole("button", { name: "Save opportunity" }).click();
  // The title is missing: said under it, with the focus there, and nothing typed is lost.
  const title = add.getByLabel("Title");
  await add.getByText(opportunityMessages.titleRequired).waitFor();
  expect(await title.getAttribute("aria-invalid")).toBe("true");
  expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await add.getByLabel("Cost (US dollars)").inputValue()).toBe("49");

  await title.fill(webinar);
  await add.getByRole("button", { name: "Save opportunity" }).click();
  await toast(page, "Opportunity added");
  await add.waitFor({ state: "detached" });
  await expectTitles(page, [finished, webinar]);
  const added = await entry(page, webinar).innerText();
  expect(added).toContain("1.5 contact hours");
  expect(added).toContain("Webinar");
  expect(added).toContain("$49");
  expect(added).toContain("Pain management");
  expect(added).not.toContain("Finished");

  await entry(page, webinar)
    .getByRole("button", { name: `Edit ${webinar}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit opportunity" });
  expect(await edit.getByLabel("Title").inputValue()).toBe(webinar);
  expect(await edit.getByLabel("Credits unit").inputValue()).toBe("contact hours");
  expect(await edit.getByLabel("Cost (US dollars)").inputValue()).toBe("49");
  expect(await edit.getByLabel("Start date").inputValue()).toBe(addDays(today, 30));
  await edit.getByLabel("Title").fill(corrected);
  await edit.getByLabel("Credits", { exact: true }).fill("2");
  await edit.getByLabel("Cost (US dollars)").fill("0");
  await edit.getByRole("button", { name: "Save opportunity" }).click();
  await toast(page, "Opportunity updated");
  await expectTitles(page, [finished, corrected]);
  expect(await entry(page, corrected).innerText()).toContain("Free");
  expect(await entry(page, corrected).innerText()).toContain("2 contact hours");

  const nurse = await pages.open({ signedInAs: "nurse_pia" });
  await nurse.goto("/opportunities");
  const offered = nurse.getByRole("region", { name: "Opportunity list" });
  await offered.getByRole("heading", { name: corrected }).waitFor();
  // A finished opportunity is the catalog's, not the nurse's list.
  expect(await offered.getByRole("heading").allInnerTexts()).toEqual([corrected]);

  await entry(page, corrected)
    .getByRole("button", { name: `Delete ${corrected}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this opportunity?" });
  expect(await confirm.innerText()).toContain(corrected);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expectTitles(page, [finished, corrected]);
  await entry(page, corrected)
    .getByRole("button", { name: `Delete ${corrected}` })
    .click();
  await confirm.getByRole("button", { name: "Delete opportunity" }).click();
  await toast(page, "Opportunity deleted");
  await expectTitles(page, [finished]);

  await nurse.reload();
  await nurse.getByText("No opportunities are listed yet").waitFor();
});

it("marks finished opportunities and finds them by search, category and status", async () => {
  const page = await openCatalog();
  await expectTitles(page, [finished]);
  const marked = entry(page, finished);
  expect(await marked.getByText("Finished", { exact: true }).isVisible()).toBe(true);

  await page.getByLabel("Status").selectOption("current");
  await page.getByText("No opportunities match these filters").waitFor();
  await page.getByLabel("Status").selectOption("finished");
  await expectTitles(page, [finished]);
  await page.getByLabel("Category").selectOption("Pharmacology");
  await page.getByLabel("Search").fill("pharmacology update");
  await expectTitles(page, [finished]);
  await expect
    .poll(() => new URL(page.url()).searchParams.get("search"))
    .toBe("pharmacology update");
  await page.reload();
  await expectTitles(page, [finished]);
  expect(await page.getByLabel("Category").inputValue()).toBe("Pharmacology");

  await page.getByLabel("Search").fill("nothing like it");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expectTitles(page, [finished]);
  expect(new URL(page.url()).search).toBe("");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

it("works on a 375 px phone, where the menu's Administration group leads to every admin page", async () => {
  const page = await pages.open({ signedInAs: "admin_ada", inAdminArea: true, viewport: phone });
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Open menu" }).click();
  const administration = page
    .getByRole("navigation", { name: "Menu" })
    .getByRole("region", { name: "Administration" });
  expect(await administration.getByRole("link").allInnerTexts()).toEqual([
    "Admin Dashboard",
    "Auth Logs",
    "User Feedback",
    "Requirement Library",
    "Opportunity Catalog",
    "User Management",
    "System",
    "Optimized View",
  ]);
  await administration.getByRole("link", { name: "Opportunity Catalog" }).click();
  await page.getByRole("heading", { name: "Opportunity Catalog", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/opportunities");
  expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);

  // The catalog fits the phone: nothing wider than the screen, the form usable.
  await expectTitles(page, [finished]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
  await page.getByRole("button", { name: "Add opportunity" }).click();
  const add = page.getByRole("dialog", { name: "Add opportunity" });
  const save = add.getByRole("button", { name: "Save opportunity" });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
  await page.keyboard.press("Escape");
  await add.waitFor({ state: "detached" });

  const nurse = await pages.open({ signedInAs: "nurse_pia", viewport: phone });
  await nurse.goto("/");
  await nurse.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await nurse.getByRole("button", { name: "Open menu" }).click();
  const menu = nurse.getByRole("navigation", { name: "Menu" });
  await menu.getByRole("link", { name: "Settings" }).waitFor();
  expect(await menu.getByText("Administration").count()).toBe(0);
});

it("imports a provider's small CSV catalogue: checked first, a bad row named by its line, then imported", async () => {
  const page = await openCatalog();
  await page.getByRole("button", { name: "Import catalogue" }).click();
  const dialog = page.getByRole("dialog", { name: "Import catalogue" });
  const header =
    "Title,Provider,Description,URL,Credits,Credits Unit,Category,Format,Cost,Start Date,End Date,Professions,Jurisdictions";
  const good =
    "Implicit Bias at the Bedside,Clearwater Nursing,Bias in assessment.,https://clearwater.example.org/bias,2,contact hours,Implicit bias,Online course,0,,,Nursing,California";
  const file = (...rows: string[]) => ({
    name: "clearwater.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${[header, ...rows].join("\r\n")}\r\n`, "utf8"),
  });

  await dialog
    .getByLabel("CSV or JSON file")
    .setInputFiles(
      file(
        good,
        "Pain Assessment,Clearwater Nursing,Older adults.,https://clearwater.example.org/pain,one,contact hours,Pain management,Webinar,15,,,Nursing,",
      ),
    );
  await dialog.getByRole("button", { name: "Check the file" }).click();
  await dialog.getByText("2 rows checked: 1 to add, 0 to update, 1 row with problems").waitFor();
  expect(await dialog.getByText(/^Line 3, credits:/).isVisible()).toBe(true);
  expect(await dialog.getByRole("button", { name: /^Import / }).count()).toBe(0);

  await dialog
    .getByLabel("CSV or JSON file")
    .setInputFiles(
      file(
        good,
        "Pain Assessment,Clearwater Nursing,Older adults.,https://clearwater.example.org/pain,1,contact hours,Pain management,Webinar,15,,,Nursing,",
      ),
    );
  await dialog.getByRole("button", { name: "Check the file" }).click();
  await dialog.getByRole("button", { name: "Import 2 opportunities" }).click();
  await dialog.getByText("Imported 2 opportunities.").waitFor();
  await page.keyboard.press("Escape");

  const imported = entry(page, "Implicit Bias at the Bedside");
  await imported.waitFor();
  expect(await imported.innerText()).toContain("Approved for: nursing, California");
  await entry(page, "Pain Assessment").waitFor();
});
