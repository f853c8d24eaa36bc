import { paymentsTestModeWarning } from "@common/subscription";
import { signUpsClosedMessage, systemSettingMessages } from "@common/system-settings";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// The operator tunes the installation from /settings/system: a larger free plan, a maintenance
// banner every signed-in user sees without reloading, and sign-ups closed for a while.
const app = setUpAppWithAccounts([
  { username: "admin_ada", grants: ["admin"] },
  { username: "member_mia" },
]);
const pages = setUpBrowser({ app });

const banner = "Scheduled maintenance tonight from 10 pm to 11 pm.";

const systemPage = () => pages.open({ signedInAs: "admin_ada", inAdminArea: true });

async function openSystemPage(page: Page) {
  await page.goto("/settings/system");
  await page.getByRole("heading", { name: "System", level: 1 }).waitFor();
  await page.getByLabel("Free certification limit").waitFor();
}

const form = (page: Page, name: string) => page.getByRole("form", { name });

async function save(page: Page, group: string) {
  await form(page, group).getByRole("button", { name: "Save" }).click();
  await page.getByText("Settings saved").first().waitFor();
}

it("changes the free limit, refusing a value out of bounds under its field", async () => {
  const page = await systemPage();
  await openSystemPage(page);
  const limit = page.getByLabel("Free certification limit");
  expect(await limit.inputValue()).toBe("3");
  expect(await form(page, "Plan").innerText()).toContain("Default value");
  await page
    .getByRole("status", { name: "Payments notice" })
    .getByText(paymentsTestModeWarning)
    .waitFor();

  await limit.fill("1001");
  await form(page, "Plan").getByRole("button", { name: "Save" }).click();
  await form(page, "Plan").getByText(systemSettingMessages.freeCertificationLimit).waitFor();
  expect(await limit.getAttribute("aria-invalid")).toBe("true");

  await limit.fill("5");
  expect(await form(page, "Plan").innerText()).toContain("Unsaved changes");
  await save(page, "Plan");
  await form(page, "Plan")
    .getByText(/^Last changed /)
    .waitFor();

  await page.reload();
  await openSystemPage(page);
  expect(await page.getByLabel("Free certification limit").inputValue()).toBe("5");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

it("sets the reminder days with add and remove", async () => {
  const page = await systemPage();
  await openSystemPage(page);
  const reminders = form(page, "Reminders");
  await reminders.getByText("7 days before").waitFor();
  await reminders.getByLabel("Days before a deadline").fill("14");
  await reminders.getByRole("button", { name: "Add day" }).click();
  await reminders.getByLabel("Days before a deadline").fill("7");
  await reminders.getByRole("button", { name: "Add day" }).click();
  await reminders.getByText(systemSettingMessages.reminderStepsRepeated).waitFor();
  await reminders.getByRole("button", { name: "Remove 7 days before" }).click();
  expect(await reminders.getByRole("listitem").allInnerTexts()).toEqual([
    "14 days before",
    "1 day before",
  ]);
  await save(page, "Reminders");

  // Users read the days their reminders come on.
  const member = await pages.open({ signedInAs: "member_mia" });
  await member.goto("/settings/notifications");
  await member.getByText("Reminders also come 14 days and 1 day before it").waitFor();
});

it("shows the banner to signed-in users, an open page included, once the administrator saves it", async () => {
  const member = await pages.open({ signedInAs: "member_mia" });
  await member.goto("/");
  await member.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  const memberBanner = member.getByRole("status", { name: "Maintenance notice" });
  expect(await memberBanner.count()).toBe(0);

  const page = await systemPage();
  await openSystemPage(page);
  const bannerForm = form(page, "Maintenance banner");
  await bannerForm.getByLabel("Banner text").fill(banner);
  // The preview shows it before it is saved; the page's own banner does not yet.
  await bannerForm.getByText(banner).waitFor();
  expect(await page.getByRole("status", { name: "Maintenance notice" }).count()).toBe(0);
  await save(page, "Maintenance banner");
  await page.getByRole("status", { name: "Maintenance notice" }).getByText(banner).waitFor();

  // The member's open page shows it when the window comes back into view, without a reload.
  await member.evaluate(() =>
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true })),
  );
  await memberBanner.getByText(banner).waitFor();

  // Hidden for this tab's session: it stays hidden on the next page, and shows in a new tab.
  await memberBanner.getByRole("button", { name: "Hide notice" }).click();
  expect(await memberBanner.count()).toBe(0);
  await member.goto("/certifications");
  await member.getByRole("heading", { name: "Certifications", level: 1 }).waitFor();
  expect(await memberBanner.count()).toBe(0);

  const phone = await pages.open({
    signedInAs: "member_mia",
    viewport: { width: 375, height: 740 },
  });
  await phone.goto("/");
  await phone.getByRole("status", { name: "Maintenance notice" }).getByText(banner).waitFor();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

it("closes sign-ups after asking, and the Register tab says so while sign-in stays", async () => {
  const page = await systemPage();
  await openSystemPage(page);
  const signUps = form(page, "Sign-ups");
  const toggle = signUps.getByRole("switch", { name: "New sign-ups" });
  expect(await toggle.getAttribute("aria-checked")).toBe("true");
  await toggle.click();
  await signUps.getByText("Closed").waitFor();
  await signUps.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Close sign-ups?" });
  await dialog.getByRole("button", { name: "Close sign-ups" }).click();
  await page.getByText("Settings saved").first().waitFor();

  const visitor = await pages.open();
  await visitor.goto("/auth");
  await visitor.getByRole("tab", { name: "Register" }).click();
  await visitor.getByText(signUpsClosedMessage).waitFor();
  expect(await visitor.getByLabel("Email").count()).toBe(0);
  await visitor.getByRole("tab", { name: "Login" }).click();
  await visitor.getByLabel("Username").waitFor();

  // Open again: the form is back.
  await toggle.click();
  await save(page, "Sign-ups");
  await visitor.reload();
  await visitor.getByRole("tab", { name: "Register" }).click();
  await visitor.getByLabel("Email").waitFor();
});
