import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// An operator supports a user: finds alex_rn by searching, disables the account (alex's
// other browser is signed out at its next page), reads it in the row's history, and enables
// the account again.
const app = setUpAppWithAccounts([
  { username: "admin_ada", grants: ["admin"] },
  { username: "alex_rn" },
  { username: "alexandra_pa" },
]);
const pages = setUpBrowser({ app });

async function openUserManagement(viewport?: { width: number; height: number }) {
  const page = await pages.open({ signedInAs: "admin_ada", inAdminArea: true, viewport });
  await page.goto("/settings/users");
  await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
  return page;
}

async function confirm(page: Page, title: string, action: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: action }).click();
  await dialog.waitFor({ state: "detached" });
}

it("disables a user found by searching, signing them out everywhere, and enables them again", async () => {
  const member = await pages.open({ signedInAs: "alex_rn" });
  await member.goto("/certifications");
  await member.getByRole("heading", { level: 1, name: "Certifications" }).waitFor();

  const admin = await openUserManagement();
  await admin.getByLabel("Search").fill("alex_r");
  await admin.waitForURL(/\/settings\/users\?search=alex_r$/);
  await admin.getByText("1 user", { exact: true }).waitFor();
  const row = admin.getByRole("row").filter({ hasText: "alex_rn" });
  expect(await row.getByText("Enabled", { exact: true }).isVisible()).toBe(true);
  expect(await row.getByText("Free", { exact: true }).isVisible()).toBe(true);

  await row.getByRole("button", { name: "Manage alex_rn" }).click();
  const history = admin.getByRole("region", { name: "History of alex_rn" });
  await history.getByText("No administrator has acted on this account yet.").waitFor();
  await admin.getByRole("button", { name: "Disable account" }).click();
  const question = admin.getByRole("dialog", { name: "Disable alex_rn?" });
  await question
    .getByText("They are signed out everywhere and cannot sign in until enabled.")
    .waitFor();
  await confirm(admin, "Disable alex_rn?", "Disable account");
  await admin
    .getByText("alex_rn is disabled and signed out everywhere.", { exact: true })
    .waitFor();
  await row.getByText("Disabled", { exact: true }).waitFor();
  await history
    .getByRole("listitem")
    .filter({ hasText: "Disabled the account by admin_ada" })
    .waitFor();

  // Alex's other browser is signed out at its next page.
  await member.goto("/certifications");
  await member.waitForURL(/\/auth$/);

  await admin.getByRole("button", { name: "Enable account" }).click();
  await confirm(admin, "Enable alex_rn?", "Enable account");
  await admin.getByText("alex_rn can sign in again.", { exact: true }).waitFor();
  await row.getByText("Enabled", { exact: true }).waitFor();
  const lines = history.getByRole("listitem");
  await lines.filter({ hasText: "Enabled the account by admin_ada" }).waitFor();
  expect(await lines.allTextContents()).toEqual([
    expect.stringContaining("Enabled the account by admin_ada"),
    expect.stringContaining("Disabled the account by admin_ada"),
  ]);
});

it("lists users as cards on a phone, their actions in reach without scrolling sideways", async () => {
  const admin = await openUserManagement({ width: 375, height: 740 });
  await admin.getByLabel("Search").fill("alexandra");
  await admin.waitForURL(/search=alexandra$/);
  const card = admin
    .getByRole("region", { name: "Users" })
    .getByRole("listitem")
    .filter({ hasText: "alexandra_pa" });
  await card.getByRole("button", { name: "Manage alexandra_pa" }).click();
  await card.getByRole("button", { name: "Turn premium override on" }).waitFor();
  expect(await admin.getByRole("table").count()).toBe(0);
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await card.getByRole("button", { name: "Turn premium override on" }).click();
  await confirm(
    admin,
    "Turn the premium override on for alexandra_pa?",
    "Turn premium override on",
  );
  await card.getByText("Override", { exact: true }).waitFor();
  await card.getByRole("button", { name: "Turn premium override off" }).waitFor();
});
