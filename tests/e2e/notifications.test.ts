import { addDays, todayIn } from "@common/certifications/calendar-date";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A nurse adds two licenses due soon (lead time 30 days, the default): the reminders appear in
// the notification centre and on the badges, and mark read, mark all read and clear all work.
const app = setUpAppWithAccounts([{ username: "remy_rn" }, { username: "bea_bls" }]);
const pages = setUpBrowser({ app });
const today = todayIn("UTC", new Date());

async function addCertification(
  page: Page,
  name: string,
  daysLeft: number,
  fields: Record<string, unknown> = {},
) {
  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as {
    csrfToken: string;
  };
  const response = await page.request.post("/api/certifications", {
    headers: { "x-csrf-token": csrfToken },
    data: { name, expirationDate: addDays(today, daysLeft), creditsRequired: 20, ...fields },
  });
  expect(response.status()).toBe(201);
}

/** How many Notifications entries of the navigation are named with this unread count. */
function notificationsEntries(page: Page, navigation: string, unread: number) {
  const name = unread > 0 ? new RegExp(`^Notifications\\s*${unread} unread$`) : /^Notifications$/;
  return page.getByRole("navigation", { name: navigation }).getByRole("link", { name }).count();
}

/**
 * Reloads the page (its title given) until the navigation's Notifications entry shows `unread`:
 * the reminders of a certification just added are created in the background.
 */
async function reloadUntilUnread(page: Page, title: string, navigation: string, unread: number) {
  await expect
    .poll(async () => {
      await page.reload();
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      return notificationsEntries(page, navigation, unread);
    })
    .toBe(1);
}

it("shows the reminders of certifications due soon in the centre and on the badges", async () => {
  const page = await pages.open({ signedInAs: "remy_rn" });
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await addCertification(page, "Registered Nurse License", 10);
  await addCertification(page, "BLS Provider", 20);

  await page.goto("/notifications");
  await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  await reloadUntilUnread(page, "Notifications", "Main", 2);
  await page.getByText("2 unread notifications.").waitFor();
  const nurse = page.getByRole("heading", { name: "Registered Nurse License expires in 10 days" });
  await nurse.waitFor();
  await page.getByRole("heading", { name: "BLS Provider expires in 20 days" }).waitFor();
  expect(await page.locator("main").textContent()).toContain("20 of 20 hours are still missing.");

  await page
    .getByRole("button", { name: "Mark as read: Registered Nurse License expires in 10 days" })
    .click();
  await page.getByText("1 unread notification.").waitFor();
  await expect.poll(() => notificationsEntries(page, "Main", 1)).toBe(1);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await page.getByText("No unread notifications.").waitFor();
  await page.getByText("You're all caught up").waitFor();
  await expect.poll(() => notificationsEntries(page, "Main", 0)).toBe(1);
  await page.getByRole("tab", { name: "Read", exact: true }).click();
  await nurse.waitFor();
  await page.getByRole("link", { name: "View certification" }).first().waitFor();

  await page.getByRole("button", { name: "Clear all" }).click();
  const confirm = page.getByRole("dialog", { name: "Clear all notifications?" });
  await confirm.getByRole("button", { name: "Yes, clear all" }).click();
  await page.getByText("No read notifications").waitFor();
  await page.getByRole("tab", { name: "Archived" }).click();
  await nurse.waitFor();
  await page.getByRole("heading", { name: "BLS Provider expires in 20 days" }).waitFor();
});

it("shows the unread count on the phone's bottom tab", async () => {
  const page = await pages.open({ signedInAs: "remy_rn", viewport: { width: 375, height: 812 } });
  await page.goto("/certifications");
  await page.getByRole("heading", { name: "Certifications", level: 1 }).waitFor();
  await addCertification(page, "Pharmacist License", 5);
  await reloadUntilUnread(page, "Certifications", "Tabs", 1);
  await page
    .getByRole("navigation", { name: "Tabs" })
    .getByRole("link", { name: /^Notifications/ })
    .click();
  await page.getByRole("heading", { name: "Pharmacist License expires in 5 days" }).waitFor();
});

it("archives a reminder with its reason once the certification is renewed, and the badge drops", async () => {
  const page = await pages.open({ signedInAs: "bea_bls" });
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await addCertification(page, "BLS Provider", 20, {
    receivedDate: addDays(today, -710),
    creditsRequired: 0,
  });
  await page.goto("/notifications");
  await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  const reminder = page.getByRole("heading", { name: "BLS Provider expires in 20 days" });
  await reloadUntilUnread(page, "Notifications", "Main", 1);

  await page.getByRole("link", { name: "View certification" }).click();
  await page.getByRole("heading", { name: "BLS Provider", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Renew", exact: true }).click();
  const renew = page.getByRole("dialog", { name: "Renew Certification" });
  await renew.getByRole("button", { name: "Renew Certification" }).click();
  await renew.waitFor({ state: "detached" });
  // Without a reload: the renewal refreshed the notifications too.
  await expect.poll(() => notificationsEntries(page, "Main", 0)).toBe(1);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Notifications" })
    .click();
  await page.getByText("You're all caught up").waitFor();
  await page.getByRole("tab", { name: "Archived" }).click();
  await reminder.waitFor();
  await page
    .getByText(/^No longer due: Renewed: now expires on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    .waitFor();
});
