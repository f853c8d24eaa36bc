import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { policyReports, setUpBrowser } from "./support/browser";

// The strict Content-Security-Policy (no eval, no inline script) holds on the main pages: the
// browser reports no violation while they load and their forms validate.
const app = setUpAppWithAccounts([{ username: "policy_pat" }]);
const pages = setUpBrowser({ app });

/** The answer carried the strict policy, so a page without reports is not a page without one. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("unsafe-eval");
}

async function loaded(page: Page, heading: string) {
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
}

describe("the Content-Security-Policy", () => {
  it("reports nothing on the sign-in page, signed out, while its forms validate", async () => {
    const page = await pages.open();
    const reports = policyReports(page);
    expectStrictPolicy(await page.goto("/auth"));
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: "Send verification code" }).click();
    await page.getByText("Email is required").waitFor();
    await page.waitForLoadState("networkidle");
    expect(reports).toEqual([]);
  });

  it.each([
    ["/", "Dashboard"],
    ["/certifications", "Certifications"],
    ["/calendar", "Calendar"],
    ["/settings", "Settings"],
  ])("reports nothing on %s, signed in", async (path, heading) => {
    const page = await pages.open({ signedInAs: "policy_pat" });
    const reports = policyReports(page);
    expectStrictPolicy(await page.goto(path));
    await loaded(page, heading);
    expect(reports).toEqual([]);
  });
});
