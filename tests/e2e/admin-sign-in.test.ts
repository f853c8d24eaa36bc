import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { testAdminCredential } from "../support/admin";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// The admin area's own sign-in in front of every admin page: the form, the session kept across
// reloads, the way out, a session ended elsewhere, and Access Denied for everyone else.

// Tests that end a session (admin or CertMinder's own) do it with an account of their own.
const app = setUpAppWithAccounts([
  { username: "admin_sian", grants: ["admin"] },
  { username: "admin_eve", grants: ["admin"] },
  { username: "admin_lou", grants: ["admin"] },
  { username: "member_mo" },
]);
// The refusals these tests provoke (a wrong password, an ended admin session) are logged by
// Chromium as failed requests; nothing else may be.
const pages = setUpBrowser({
  app,
  allowProblem: (problem) => /status of (401|403).*\/api\/admin\/(login|session)/.test(problem),
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

const adminPages = [
  ["/admin", "Admin Dashboard"],
  ["/admin/auth-logs", "Auth Logs"],
  ["/admin/feedback", "User Feedback"],
  ["/admin/requirement-library", "Requirement Library"],
  ["/admin/opportunities", "Opportunity Catalog"],
  ["/settings/users", "User Management"],
  ["/settings/system", "System"],
  ["/certifications-optimized", "Optimized View"],
] as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });

const signInForm = (page: Page) => heading(page, "Sign in to the admin area");

const storedAdminSessionId = (page: Page) =>
  page.evaluate(() => localStorage.getItem("adminSessionId"));

async function signIn(page: Page, password: string) {
  await page.getByLabel("Admin username").fill(testAdminCredential.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in to admin area" }).click();
}

/** The width the page lays out at; wider than the viewport means sideways scrolling. */
const layoutWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("admin sign-in", () => {
  it("asks an administrator for the admin credential before an admin page, keeps the session across a reload and ends it on request", async () => {
    const page = await pages.open({ signedInAs: "admin_sian", viewport: desktop });
    await page.goto("/admin");
    await signInForm(page).waitFor();
    expect(await page.title()).toBe("Admin sign-in · CertMinder");
    expect(await heading(page, "Admin Dashboard").count()).toBe(0);

    await signIn(page, "Not-the-admin-passw0rd");
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toBe("Invalid admin username or password");

    await signIn(page, testAdminCredential.password);
    await heading(page, "Admin Dashboard").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    const bar = page.getByRole("region", { name: "Admin session" });
    expect(await bar.textContent()).toContain(`Admin session as ${testAdminCredential.username}`);
    expect(await storedAdminSessionId(page)).toMatch(/^[\w-]{43}$/);

    await page.reload();
    await heading(page, "Admin Dashboard").waitFor();
    expect(await signInForm(page).count()).toBe(0);

    await bar.getByRole("button", { name: "Sign out of admin area" }).click();
    await signInForm(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect(await storedAdminSessionId(page)).toBeNull();
    // Still signed in to CertMinder itself.
    await page.goto("/");
    await heading(page, "Dashboard").waitFor();
  });

  it("brings the form back, on the same page, once the admin session has ended elsewhere", async () => {
    const page = await pages.open({
      signedInAs: "admin_eve",
      inAdminArea: true,
      viewport: desktop,
    });
    await page.goto("/admin");
    await heading(page, "Admin Dashboard").waitFor();
    // The admin session is ended by another request (as an expiry would end it).
    const sessionId = (await storedAdminSessionId(page)) ?? "";
    const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as {
      csrfToken: string;
    };
    const ended = await page.request.post("/api/admin/logout", {
      headers: { "x-csrf-token": csrfToken, "x-admin-session": sessionId },
    });
    expect(ended.status()).toBe(204);

    const nav = page.getByRole("navigation", { name: "Main" });
    const adminToggle = nav.getByRole("button", { name: "Admin" });
    if ((await adminToggle.getAttribute("aria-expanded")) !== "true") await adminToggle.click();
    await nav.getByRole("link", { name: "Auth Logs" }).click();

    await signInForm(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/auth-logs");
    expect(await storedAdminSessionId(page)).toBeNull();
    await signIn(page, testAdminCredential.password);
    await heading(page, "Auth Logs").waitFor();
  });

  it("treats a forged admin session id as none", async () => {
    const page = await pages.open({ signedInAs: "admin_sian", viewport: desktop });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("adminSessionId", "forged-session-id"));
    await page.goto("/settings/users");
    await signInForm(page).waitFor();
    expect(await storedAdminSessionId(page)).toBeNull();
  });

  it("ends the admin session too when the administrator logs out of CertMinder", async () => {
    const page = await pages.open({
      signedInAs: "admin_lou",
      inAdminArea: true,
      viewport: desktop,
    });
    await page.goto("/admin");
    await heading(page, "Admin Dashboard").waitFor();
    expect(await storedAdminSessionId(page)).not.toBeNull();

    await page.getByRole("button", { name: "Log out" }).click();

    await page.waitForURL("**/auth");
    expect(await storedAdminSessionId(page)).toBeNull();
  });

  it("fits a phone: the form and the admin session bar need no sideways scrolling", async () => {
    const page = await pages.open({ signedInAs: "admin_sian", viewport: phone });
    await page.goto("/settings/system");
    await signInForm(page).waitFor();
    expect(await layoutWidth(page)).toBeLessThanOrEqual(phone.width);

    await signIn(page, testAdminCredential.password);
    await heading(page, "System").waitFor();
    expect(
      await page
        .getByRole("region", { name: "Admin session" })
        .getByRole("button", { name: "Sign out of admin area" })
        .isVisible(),
    ).toBe(true);
    expect(await layoutWidth(page)).toBeLessThanOrEqual(phone.width);
  });
});

describe("someone who is not an administrator", () => {
  it("sees Access Denied on each admin page, and no admin sign-in form", async () => {
    const page = await pages.open({ signedInAs: "member_mo", viewport: desktop });
    for (const [path] of adminPages) {
      await page.goto(path);
      await heading(page, "Access Denied").waitFor();
      expect(await page.locator("main").textContent(), path).toContain(
        "You don't have permission to access this page. This area is restricted to administrators only.",
      );
      expect(await signInForm(page).count(), path).toBe(0);
    }
  });

  it("is shown each admin page's title by an administrator in the admin area", async () => {
    const page = await pages.open({
      signedInAs: "admin_sian",
      inAdminArea: true,
      viewport: desktop,
    });
    for (const [path, title] of adminPages) {
      await page.goto(path);
      await heading(page, title).waitFor();
    }
  });
});
