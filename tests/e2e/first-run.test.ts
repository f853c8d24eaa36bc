import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { type PageOptions, setUpBrowser } from "./support/browser";

// What a new user meets first, tried on a laptop (1280×800) and on a phone (375×812): the
// question of how to be reminded, an empty dashboard and an empty certification list, and the
// tours over them. Each account signed up through the API, so its email address is verified.
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };
const app = setUpAppWithAccounts([
  { username: "chooses_email" },
  { username: "not_now_nell" },
  { username: "phone_paula" },
  { username: "empty_emma" },
  { username: "touring_tom" },
  { username: "touring_tina" },
  { username: "first_fay" },
  { username: "phone_pia" },
  { username: "nurse_rosa" },
  { username: "nurse_nina" },
  { username: "edits_edie" },
  { username: "pharmacist_pam" },
]);
const pages = setUpBrowser({ app });

const question = "How should we remind you?";

function pageAs(username: string, options: Omit<PageOptions, "signedInAs"> = {}): Promise<Page> {
  return pages.open({ signedInAs: username, viewport: desktop, ...options });
}

async function openDashboard(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await page.getByRole("heading", { name: "Upcoming Deadlines" }).waitFor();
}

/** Whether the reminder question is on the page; the user is known once the page shows. */
async function questionShown(page: Page): Promise<boolean> {
  return (await page.getByRole("region", { name: question }).count()) > 0;
}

async function waitForToast(page: Page, title: string) {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

/** The method checked on /settings/notifications. */
async function savedMethod(page: Page): Promise<string> {
  await page.goto("/settings/notifications");
  const methods = page.getByRole("group", { name: "Send reminders by" });
  await methods.waitFor();
  return (await methods.locator("label:has(input:checked)").innerText()).trim();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe("how should we remind you?", () => {
  it("asks an unanswered user on the dashboard with Email preselected, saves the choice and asks no more", async () => {
    const page = await pageAs("chooses_email");
    await openDashboard(page);
    const asked = page.getByRole("region", { name: question });
    await asked.waitFor();
    expect(await asked.getByRole("radio", { name: "Email", exact: true }).isChecked()).toBe(true);

    await asked.getByRole("radio", { name: "In-app and email" }).check();
    await asked.getByRole("button", { name: "Save" }).click();
    await waitForToast(page, "Notification preferences updated");
    await asked.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("heading", { name: "Upcoming Deadlines" }).waitFor();
    expect(await questionShown(page)).toBe(false);
    expect(await savedMethod(page)).toBe("In-app and email");

    // Another browser: the answer is the account's, not this browser's.
    const elsewhere = await pageAs("chooses_email");
    await openDashboard(elsewhere);
    expect(await questionShown(elsewhere)).toBe(false);
  });

  it("takes Not now as the answer: in-app reminders stay and the question does not come back", async () => {
    const page = await pageAs("not_now_nell");
    await openDashboard(page);
    const asked = page.getByRole("region", { name: question });
    await asked.getByRole("button", { name: "Not now" }).click();
    await asked.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("heading", { name: "Upcoming Deadlines" }).waitFor();
    expect(await questionShown(page)).toBe(false);
    expect(await savedMethod(page)).toBe("In-app");
  });

  it("fits a phone, and counts saving Alerts as the answer, even with the method kept", async () => {
    const page = await pageAs("phone_paula", { viewport: phone });
    await openDashboard(page);
    const asked = page.getByRole("region", { name: question });
    await asked.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    const save = await asked.getByRole("button", { name: "Save" }).boundingBox();
    expect(save && save.x + save.width).toBeLessThanOrEqual(phone.width);

    await page.goto("/settings/notifications");
    await page.getByLabel("Remind me this many days before").fill("14");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await waitForToast(page, "Notification preferences updated");
    await openDashboard(page);
    expect(await questionShown(page)).toBe(false);
    expect(await savedMethod(page)).toBe("In-app");
  });
});

describe("an empty dashboard", () => {
  it.each([
    ["a laptop", desktop],
    ["a phone", phone],
  ])("offers Add Certification, which opens the form, on %s", async (_device, viewport) => {
    const page = await pageAs("empty_emma", { viewport });
    await openDashboard(page);
    const upcoming = page.locator("[data-tour=upcoming-deadlines]");
    await upcoming.getByText("No upcoming deadlines").waitFor();
    await upcoming.getByRole("button", { name: "Add Certification" }).click();
    const form = page.getByRole("dialog", { name: "Add Certification" });
    await form.getByLabel("Name").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it("shows Add Certification in the dashboard tour, and the step leaves the button usable", async () => {
    const page = await pageAs("touring_tom", { tours: "fresh" });
    await openDashboard(page);
    const tour = page.locator("[data-tour-tooltip='dashboard']");
    await tour.waitFor();
    expect(await tour.textContent()).toContain("Step 1 of 6");
    while (!(await tour.textContent())?.includes("Add a certification")) {
      await tour.getByRole("button", { name: "Next" }).click();
    }
    expect(await tour.textContent()).toContain("Step 4 of 6");

    await page
      .locator("[data-tour=upcoming-deadlines]")
      .getByRole("button", { name: "Add Certification" })
      .click();
    await page.getByRole("dialog", { name: "Add Certification" }).getByLabel("Name").waitFor();
    await tour.waitFor({ state: "detached" });
    const completed = await page.evaluate(() =>
      localStorage.getItem("certminder_completed_tutorials"),
    );
    expect(completed ?? "").not.toContain('"dashboard"');
  });
});

describe("the certifications tour", () => {
  it.each([
    ["a laptop", desktop],
    ["a phone", phone],
  ])(
    "starts on an empty list and lets Add Certification open the form, on %s",
    async (_device, viewport) => {
      const page = await pageAs("touring_tina", { tours: "fresh", viewport });
      await page.goto("/certifications");
      await page.getByRole("heading", { name: "No certifications yet" }).waitFor();
      const tour = page.locator("[data-tour-tooltip='certifications']");
      // Well before the 5 s a tour waits for regions that are not there.
      await tour.waitFor({ timeout: 4000 });
      expect(await tour.textContent()).toContain("Add a certification");

      await page.locator("main").getByRole("button", { name: "Add Certification" }).click();
      const form = page.getByRole("dialog", { name: "Add Certification" });
      await form.getByLabel("Name").waitFor();
      await tour.waitFor({ state: "detached" });
      // The form's own tour takes over, inside the dialog.
      await page.locator("[data-tour-tooltip='add-certification']").waitFor();
    },
  );
});

describe("a first visit, one thing at a time", () => {
  it("asks how to remind only once the dashboard tour is skipped, and a tour done on the laptop does not start on the phone", async () => {
    const laptop = await pageAs("first_fay", { tours: "fresh" });
    await openDashboard(laptop);
    const tour = laptop.locator("[data-tour-tooltip='dashboard']");
    await tour.waitFor();
    expect(await questionShown(laptop)).toBe(false);
    await tour.getByRole("button", { name: "Skip" }).click();
    await tour.waitFor({ state: "detached" });
    await laptop.getByRole("region", { name: question }).waitFor();

    // A phone that has never run a tour: the account remembers the skipped one.
    const phoneBrowser = await pageAs("first_fay", { tours: "fresh", viewport: phone });
    await openDashboard(phoneBrowser);
    await phoneBrowser.getByRole("region", { name: question }).waitFor();
    await phoneBrowser.waitForTimeout(1500);
    expect(await phoneBrowser.locator("[data-tour-tooltip]").count()).toBe(0);
    expect(
      await phoneBrowser.evaluate(() => localStorage.getItem("certminder_completed_tutorials")),
    ).toContain('"dashboard"');
  });

  it("returns the phone's page to where it was when a tour scrolled down is skipped", async () => {
    const page = await pageAs("phone_pia", { tours: "fresh", viewport: phone });
    await openDashboard(page);
    const tour = page.locator("[data-tour-tooltip='dashboard']");
    await tour.waitFor();
    while (!(await tour.textContent())?.includes("This month")) {
      await tour.getByRole("button", { name: "Next" }).click();
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await tour.getByRole("button", { name: "Skip" }).click();
    await tour.waitFor({ state: "detached" });
    // The page opened at its top, before the tour's first step scrolled it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("find your license or certification", () => {
  const finderTitle = "Find your license or certification";
  const expiration = "2028-06-30";

  /**
   * The certification form opened on the finder, with Registered Nurse — California chosen by
   * its jurisdiction (no typing) or by a search ended with Enter.
   */
  async function chooseCaliforniaRn(page: Page, by: "choices" | "search" = "choices") {
    const form = page.getByRole("dialog", { name: "Add Certification" });
    const finder = form.getByRole("region", { name: finderTitle });
    const search = finder.getByRole("searchbox", { name: "Search" });
    await search.waitFor();
    // Opened to find: the search has the focus, and no tour covers it.
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator("[data-tour-tooltip]").count()).toBe(0);
    if (by === "choices") {
      await finder.getByLabel("Jurisdiction").selectOption("California");
    } else {
      await search.fill("registered nurse");
      await search.press("Enter");
      await finder.getByRole("button", { name: "Registered Nurse — Texas" }).waitFor();
      // Enter searched; it did not submit the certification form.
      expect(await form.getByText("Name is required", { exact: true }).count()).toBe(0);
    }
    await finder.getByRole("button", { name: "Registered Nurse — California" }).click();
    await form
      .getByRole("heading", { name: "Follows Registered Nurse — California, version 1" })
      .waitFor();
    return form;
  }

  it.each([
    ["a laptop", desktop, "nurse_rosa"],
    ["a phone", phone, "nurse_nina"],
  ])(
    "fills a California RN's rules with their source, and the certification keeps them, on %s",
    async (_device, viewport, username) => {
      const page = await pageAs(username, { viewport });
      await openDashboard(page);
      await page
        .locator("[data-tour=upcoming-deadlines]")
        .getByRole("button", { name: finderTitle })
        .click();
      const form = await chooseCaliforniaRn(page);

      expect(await form.getByLabel("Name").inputValue()).toBe("Registered Nurse — California");
      expect(await form.getByLabel("Credits required").inputValue()).toBe("30");
      expect(await form.getByLabel("Credits unit").inputValue()).toBe("contact hours");
      expect(await form.getByLabel("Issuing body").inputValue()).toBe(
        "California Board of Registered Nursing",
      );
      // The period waits for the expiration date, which has the focus.
      const placeIt = "Enter your license expiration date to place the reporting period";
      await form.getByText(placeIt).first().waitFor();
      const expirationField = form.getByLabel("Expiration date");
      expect(await expirationField.evaluate((input) => input === document.activeElement)).toBe(
        true,
      );

      const source = form.getByRole("region", { name: "Where these rules come from" });
      await source
        .getByRole("link", { name: /Continuing Education for License Renewal/ })
        .waitFor();
      await source
        .getByText("California Board of Registered Nursing · Checked Nov 28, 2026")
        .first()
        .waitFor();
      await source.getByText("Check with your board: rules change").waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      await expirationField.fill(expiration);
      await expect
        .poll(() => form.getByLabel("Reporting period start").inputValue())
        .toBe("2026-07-01");
      expect(await form.getByLabel("Reporting period end").inputValue()).toBe(expiration);
      expect(await form.getByText(placeIt).count()).toBe(0);

      await form.getByRole("button", { name: "Save Certification" }).click();
      await waitForToast(page, "Certification added");
      await form.waitFor({ state: "detached" });

      await page.goto("/certifications");
      await page.getByRole("link", { name: "Registered Nurse — California" }).first().click();
      await page
        .getByRole("heading", { name: "Registered Nurse — California", level: 1 })
        .waitFor();
      const main = page.locator("main");
      await main.getByText("30 contact hours").first().waitFor();
      // The reporting period the rule placed from the expiration date.
      await main.getByText("Jul 1, 2026 – Jun 30, 2028").waitFor();
      const ruleSet = main.getByRole("region", { name: "Rule set" });
      await ruleSet.getByText("Follows Registered Nurse — California, version 1").waitFor();
      await ruleSet.getByText("Every field it fills follows it.").waitFor();
      await ruleSet.getByText("Check with your board: rules change").waitFor();
      await ruleSet.getByText("Checked Nov 28, 2026").first().waitFor();
      await ruleSet.getByRole("button", { name: "Report a problem with this rule" }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );

  it("marks a field the user changes away from the rule, says so on the certification and in Edit, and stops following", async () => {
    const page = await pageAs("edits_edie", { bypassCSP: true });
    await page.goto("/certifications");
    await page.getByRole("heading", { name: "No certifications yet" }).waitFor();
    await page.locator("main").getByRole("button", { name: finderTitle }).click();
    const form = await chooseCaliforniaRn(page, "search");
    await form.getByLabel("Expiration date").fill(expiration);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const detached = "Credits required: changed by you, no longer follows the rule";
    expect(await form.getByText(detached).count()).toBe(0);
    await form.getByLabel("Credits required").fill("24");
    await form.getByText(detached).first().waitFor();
    await form.getByLabel("Credits required").fill("30");
    await expect.poll(() => form.getByText(detached).count()).toBe(0);
    await form.getByLabel("Credits required").fill("24");

    await form.getByRole("button", { name: "Save Certification" }).click();
    await waitForToast(page, "Certification added");
    await page.getByRole("link", { name: "Registered Nurse — California" }).first().click();
    const main = page.locator("main");
    const ruleSet = main.getByRole("region", { name: "Rule set" });
    await ruleSet.getByText(detached).waitFor();

    await main.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Certification" });
    await edit
      .getByRole("heading", { name: "Follows Registered Nurse — California, version 1" })
      .waitFor();
    await edit.getByRole("list", { name: "Changed by you" }).getByText(detached).waitFor();
    await edit.getByRole("button", { name: "Stop following" }).click();
    await edit.getByRole("button", { name: finderTitle }).waitFor();
    await edit.getByRole("button", { name: "Save Certification" }).click();
    await waitForToast(page, "Certification updated");
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => ruleSet.count()).toBe(0);
    expect(await main.getByText("24 contact hours").count()).toBeGreaterThan(0);
  });

  it("asks for the birth date only where the board's cycle needs it, and places the period by it", async () => {
    const page = await pageAs("pharmacist_pam");
    await page.goto("/certifications");
    await page.getByRole("heading", { name: "No certifications yet" }).waitFor();
    await page.locator("main").getByRole("button", { name: finderTitle }).click();
    const form = page.getByRole("dialog", { name: "Add Certification" });
    const finder = form.getByRole("region", { name: finderTitle });
    await finder.getByLabel("Profession").selectOption("Pharmacy");
    await finder.getByLabel("Jurisdiction").selectOption("Texas");
    await finder.getByRole("button", { name: "Pharmacist — Texas" }).click();
    await form.getByRole("heading", { name: "Follows Pharmacist — Texas, version 1" }).waitFor();

    // Which years the cycle runs is the holder's own: her expiration date tells it, then her
    // birth month places the period.
    await form
      .getByText("Enter your license expiration date to place the reporting period")
      .first()
      .waitFor();
    const conditions = form.getByRole("list", { name: "Conditions of the categories" });
    await conditions.getByText("Applies to licenses issued after 2020-08-31").waitFor();
    await form.getByLabel("Expiration date").fill("2027-03-31");
    await form.getByText("Enter your birth date to place the reporting period").waitFor();
    await form.getByLabel("Birth date").fill("1985-03-14");
    await expect
      .poll(() => form.getByLabel("Reporting period end").inputValue())
      .toBe("2027-03-31");
    expect(await form.getByLabel("Reporting period start").inputValue()).toBe("2025-04-01");

    const categories = () =>
      form
        .locator("input[name^='requirements.categories.'][name$='.name']")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const controlledSubstances = "Prescribing and monitoring controlled substances";
    expect(await categories()).toContain(controlledSubstances);
    await form.getByLabel("Received date").fill("2012-05-01");
    await conditions.getByText("The license was issued on or before 2020-08-31").waitFor();
    await expect.poll(categories).not.toContain(controlledSubstances);
    expect(await categories()).toContain("Texas pharmacy laws or rules");

    // A board that sets the expiration itself asks no birth date.
    await form.getByRole("button", { name: "Choose another" }).click();
    await finder.getByLabel("Profession").selectOption("Nursing");
    await finder.getByLabel("Jurisdiction").selectOption("California");
    await finder.getByRole("button", { name: "Registered Nurse — California" }).click();
    await form
      .getByRole("heading", { name: "Follows Registered Nurse — California, version 1" })
      .waitFor();
    expect(await form.getByLabel("Birth date").count()).toBe(0);
  });
});
