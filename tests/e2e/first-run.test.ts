import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
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
