import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { testAdminCredential } from "../support/admin";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// The admin credential's own settings on the System page: its password, and its two-factor
// authentication set up from the QR code's key, asked at the next admin sign-in, turned off.

const app = setUpAppWithAccounts([{ username: "admin_cora", grants: ["admin"] }]);
// Chromium logs the answers these steps provoke on purpose: the wrong current password (400)
// and the admin sign-in asking for its code (401).
const pages = setUpBrowser({
  app,
  allowProblem: (problem) =>
    /status of 400.*\/api\/admin\/credential\/password/.test(problem) ||
    /status of 401.*\/api\/admin\/login/.test(problem),
});

const newPassword = "Second-admin-passw0rd";

const section = (page: Page) => page.getByRole("heading", { name: "Admin credential" });

/** The authenticator's code for the time step `steps` away from now (codes are used once). */
function codeOf(secret: string, steps: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

it("changes the admin password, turns on two-factor authentication, which the next admin sign-in asks for, and turns it off", async () => {
  const page = await pages.open({
    signedInAs: "admin_cora",
    inAdminArea: true,
    viewport: { width: 375, height: 740 },
  });
  await page.goto("/settings/system");
  await section(page).waitFor();

  await page.getByLabel("Current admin password", { exact: true }).fill("Not-the-current-passw0rd");
  await page.getByLabel("New admin password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new admin password").fill(newPassword);
  await page.getByRole("button", { name: "Change admin password" }).click();
  await page.getByText("Current admin password is incorrect").waitFor();
  await page
    .getByLabel("Current admin password", { exact: true })
    .fill(testAdminCredential.password);
  await page.getByRole("button", { name: "Change admin password" }).click();
  await page.getByText("Every other admin session has been signed out.", { exact: true }).waitFor();
  expect(await page.getByLabel("New admin password", { exact: true }).inputValue()).toBe("");

  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await page
    .getByRole("img", { name: "QR code for the admin credential's authenticator" })
    .waitFor();
  const secret = (await page.getByTestId("admin-mfa-secret").textContent()) ?? "";
  await page.getByLabel("Authentication code").fill(codeOf(secret, -1));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await page.getByText("On (authenticator app codes)").waitFor();

  await page.getByRole("button", { name: "Sign out of admin area" }).click();
  await page.getByLabel("Admin username").fill(testAdminCredential.username);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in to admin area" }).click();
  await page.getByLabel("Authentication code").fill(codeOf(secret, 0));
  await page.getByRole("button", { name: "Sign in to admin area" }).click();
  await section(page).waitFor();

  await page.getByLabel("Admin password", { exact: true }).fill(newPassword);
  await page.getByLabel("Authentication code").fill(codeOf(secret, 1));
  await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await page.getByText("Status: Off").waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
