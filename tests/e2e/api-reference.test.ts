import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// An integrator, not signed in, reads the API reference; a signed-in user finds it from Help.
const app = setUpAppWithAccounts([{ username: "devon_developer" }]);
const pages = setUpBrowser({ app });

it("shows an operation with its access, parameters, body fields and answers", async () => {
  const page = await pages.open();
  await page.goto("/developers/api");
  await expect.poll(() => page.title()).toContain("API reference");
  await page.getByRole("heading", { name: "Certifications", level: 2 }).waitFor();
  const rawLink = page.getByRole("link", { name: "the raw JSON" });
  expect(await rawLink.getAttribute("href")).toBe("/api/openapi.json");

  const create = page.locator('[data-operation="POST /api/certifications"]');
  const summary = create.locator("summary");
  expect(await summary.innerText()).toContain("signed in");
  await summary.click();
  const details = await create.innerText();
  expect(details).toContain("Request body");
  expect(details).toMatch(
    /name\s*required\s*string · at least 1 characters · at most 200 characters/,
  );
  expect(details).toMatch(/creditsUnit\s*optional/);
  expect(details).toContain('one of "hours", "CEUs", "credits", "points", "contact hours"');
  expect(details).toMatch(/201 Created/);

  const transcript = page.locator(
    '[data-operation="GET /api/reports/certifications/{id}/transcript.pdf"]',
  );
  expect(await transcript.locator("summary").innerText()).toContain("premium");
  await transcript.locator("summary").click();
  const transcriptDetails = await transcript.innerText();
  expect(transcriptDetails).toMatch(/id\s*in path\s*required/);
  expect(transcriptDetails).toContain("application/pdf");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

it("is linked from Help for a signed-in user", async () => {
  const page = await pages.open({ signedInAs: "devon_developer" });
  await page.goto("/settings/help");
  await page.getByRole("link", { name: "For developers: the API reference" }).click();
  await page.getByRole("heading", { name: "API reference", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/developers/api");
});
