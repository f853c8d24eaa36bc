import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// One person's whole account story, in order, against the real server and a real mail server.
const app = setUpAppWithAccounts([], {
  env: { MAIL_FROM: "CertMinder <no-reply@certminder.test>" },
});
const pages = setUpBrowser({ app, allowProblem: expectedFailure });

const email = `pat.${Date.now()}@example.com`;
const username = "pat_nurse";
let password = "First!passw0rd";
let secret = "";
let recoveryCodes: string[] = [];

/** Answers the test provokes on purpose (wrong codes, lockout) are not problems. */
function expectedFailure(problem: string): boolean {
  return /status of (400|429)/.test(problem) && /verify-login-mfa|verify-otp/.test(problem);
}

async function codeFromMail(subject: string, after: number): Promise<string> {
  const mail = await app.sink.waitForMessage(
    (message) =>
      message.to.includes(email) &&
      message.subject === subject &&
      app.sink.messages.indexOf(message) >= after,
    15_000,
  );
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in "${subject}"`);
  return code;
}

function totp(offsetSteps = 0): string {
  const generator = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function signIn(page: Page, pass = password) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(pass);
  await page.getByRole("button", { name: "Login" }).click();
}

async function dashboard(page: Page) {
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

it("registers with the code from the email and lands on the dashboard", async () => {
  const page = await pages.open();
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const before = app.sink.messages.length;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send verification code" }).click();
  const code = await codeFromMail("Your CertMinder verification code", before);
  // A mistyped code is told at the field, where the right one is then typed.
  const field = page.getByLabel("Verification code");
  await field.fill(`${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
  await page.getByRole("button", { name: "Verify email" }).click();
  const described = await field.evaluate(
    (input) =>
      new Promise<string>((resolve) => {
        const until = Date.now() + 5_000;
        const read = () => {
          const ids = input.getAttribute("aria-describedby") ?? "";
          const text = ids
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
            .trim();
          const invalid = input.getAttribute("aria-invalid") === "true";
          if ((text && invalid) || Date.now() > until) resolve(invalid ? text : "");
          else requestAnimationFrame(read);
        };
        read();
      }),
  );
  expect(described).toBe("Invalid verification code");
  await field.fill(code);
  await page.getByRole("button", { name: "Verify email" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("First name (optional)").fill("Pat");
  await page.getByRole("button", { name: "Create account" }).click();
  await dashboard(page);
  await page.getByText("Registration successful").first().waitFor();
  // The welcome uses the first name given, not the username.
  await page.getByText("Welcome to CertMinder, Pat!").first().waitFor();
  // The address was just verified, so the question offers email first.
  const asked = page.getByRole("region", { name: "How should we remind you?" });
  expect(await asked.getByRole("radio", { name: "Email", exact: true }).isChecked()).toBe(true);
  await asked.getByRole("button", { name: "Save" }).click();
  await page.getByText("Notification preferences updated").first().waitFor();
  await asked.waitFor({ state: "detached" });

  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("**/auth");
});

it("signs in with the password, and sees the rule when a field is empty", async () => {
  const page = await pages.open();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Username is required").waitFor();
  await signIn(page);
  await dashboard(page);
  await page.getByText("Welcome back").first().waitFor();
  // Answered once, in another browser: not asked again.
  expect(await page.getByRole("region", { name: "How should we remind you?" }).count()).toBe(0);
});

it("resets a forgotten password with the emailed code", async () => {
  const page = await pages.open({ viewport: { width: 375, height: 812 } });
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.waitForURL("**/forgot-password");
  const before = app.sink.messages.length;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  const code = await codeFromMail("Reset your CertMinder password", before);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
  password = "Second!passw0rd";
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.getByText("Your password has been reset. You can now log in.").waitFor();
  await signIn(page);
  await dashboard(page);
});

it("turns on app MFA, then signs in through the MFA dialog and trusts the device", async () => {
  const page = await pages.open();
  await signIn(page);
  await dashboard(page);
  await page.goto("/settings/security");
  await page.getByRole("heading", { name: "Active sessions" }).waitFor();
  await page.getByText("(This session)").waitFor();
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  secret = (await page.getByTestId("mfa-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("Verification code").fill(totp());
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect
    .poll(() => page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count())
    .toBe(10);

  recoveryCodes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("**/auth");
  await signIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Skip MFA verification on this device for 30 days").waitFor();
  await dialog.getByLabel("Verification code").fill(totp(1));
  await dialog.getByLabel(/Trust this device/).check();
  await dialog.getByLabel("Device name (optional)").fill("Test browser");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);

  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("**/auth");
  await signIn(page);
  await dashboard(page);
  expect(await page.getByRole("dialog").count()).toBe(0);
});

it("signs in with a recovery code, edits the profile name and time zone, and confirms a new email by code", async () => {
  const page = await pages.open();
  await signIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Verification code").fill(recoveryCodes[0] ?? "");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);
  await page.goto("/settings/profile");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await page
    .getByLabel("Choose an image")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("img", { name: /^Avatar of / }).waitFor();
  await page.getByLabel("First name").fill("Patricia");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.getByText("Profile updated").first().waitFor();

  // Registered from this browser, in its zone; moving to California is a choice in the list.
  const zone = page.getByLabel("Time zone", { exact: true });
  expect(await zone.inputValue()).toBe(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  await zone.selectOption("America/Los_Angeles");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await page.getByText("Your days are counted in America/Los_Angeles").waitFor();
  await page.reload();
  expect(await page.getByLabel("Time zone", { exact: true }).inputValue()).toBe(
    "America/Los_Angeles",
  );

  const newEmail = `patricia.${Date.now()}@example.com`;
  const before = app.sink.messages.length;
  await page.getByLabel("New email address").fill(newEmail);
  await page.getByRole("button", { name: "Send code" }).first().click();
  const mail = await app.sink.waitForMessage(
    (message) => message.to.includes(newEmail) && app.sink.messages.indexOf(message) >= before,
    15_000,
  );
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1] ?? "";
  await page.getByLabel("Email verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByText(`Current: ${newEmail}`).waitFor();
});

it("locks the MFA dialog with a countdown after too many wrong codes", async () => {
  const page = await pages.open();
  await signIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Verification code").waitFor();
  // Each code is answered before the next is typed: five refusals, then the lock.
  for (let attempt = 0; attempt < 6; attempt++) {
    await dialog.getByLabel("Verification code").fill("000000");
    const answer = page.waitForResponse((response) =>
      response.url().endsWith("/api/verify-login-mfa"),
    );
    await dialog.getByRole("button", { name: "Verify" }).click();
    expect((await answer).status()).toBe(attempt < 5 ? 400 : 429);
  }
  await page.getByText("Too many attempts").first().waitFor();
  await dialog.getByText(/Try again in \d\d:\d\d/).waitFor();
  expect(await dialog.getByRole("button", { name: "Verify" }).isDisabled()).toBe(true);
});
