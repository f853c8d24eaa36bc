import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type TestPage } from "./support/browser";

let browser: Browser;
let current: TestPage;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

afterEach(async () => {
  const problems = current.problems;
  await current.context.close();
  expect(problems).toEqual([]);
});

describe("the app in Chromium", () => {
  it("sends a visitor from / to /auth, which shows the tagline", async () => {
    current = await openPage(browser);
    const { page } = current;
    await page.goto("/");
    await page.waitForURL("**/auth");
    await expect
      .poll(() => page.getByRole("heading", { name: "Never Miss a Deadline Again" }).isVisible())
      .toBe(true);
    expect(await page.title()).toContain("CertMinder");
  });

  it("shows the 404 page for an unknown path", async () => {
    current = await openPage(browser);
    const { page } = current;
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).isVisible())
      .toBe(true);
  });

  it("serves the app again when a deep link is reloaded", async () => {
    current = await openPage(browser);
    const { page } = current;
    await page.goto("/forgot-password");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("text/html");
    expect(new URL(page.url()).pathname).toBe("/forgot-password");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
  });

  it("sends a visitor who reloads a signed-in page to /auth", async () => {
    current = await openPage(browser);
    const { page } = current;
    const response = await page.goto("/certifications/42");
    expect(response?.status()).toBe(200);
    await page.waitForURL("**/auth");
  });
});
