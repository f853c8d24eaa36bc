import { describe, expect, it } from "vitest";
import { setUpBrowser } from "./support/browser";

// Where the app sends a visitor, on the server the e2e run started: redirects, the 404 page,
// reloaded deep links.
const pages = setUpBrowser();

describe("the app in Chromium", () => {
  it("sends a visitor from / to /auth, which shows the tagline", async () => {
    const page = await pages.open();
    await page.goto("/");
    await page.waitForURL("**/auth");
    await expect
      .poll(() => page.getByRole("heading", { name: "Never Miss a Deadline Again" }).isVisible())
      .toBe(true);
    expect(await page.title()).toContain("CertMinder");
  });

  it("shows the 404 page for an unknown path", async () => {
    const page = await pages.open();
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).isVisible())
      .toBe(true);
  });

  it("serves the app again when a deep link is reloaded", async () => {
    const page = await pages.open();
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
    const page = await pages.open();
    const response = await page.goto("/certifications/42");
    expect(response?.status()).toBe(200);
    await page.waitForURL("**/auth");
  });
});
