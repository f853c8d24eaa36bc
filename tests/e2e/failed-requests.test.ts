import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// What a person sees when a request fails: the server's own sentence, or one about the
// connection, never the status and raw body the error carries for developers.
const app = setUpAppWithAccounts([{ username: "fay_failing" }]);
// Chromium logs each refused request as a console error; here they are the point.
const pages = setUpBrowser({
  app,
  allowProblem: (problem) =>
    /status of 500|net::ERR_FAILED/.test(problem) && problem.includes("/api/certifications"),
});

const boom = { status: 500, contentType: "application/json", body: '{"message":"boom"}' };

/** Every request to /api/certifications (any query, any method) answered by `answer`. */
function failCertifications(page: Page, answer: "boom" | "no network") {
  return page.route(/\/api\/certifications(\?|$)/, (route) =>
    answer === "boom" ? route.fulfill(boom) : route.abort("failed"),
  );
}

it.each([
  ["boom" as const, "the server's message", "boom"],
  [
    "no network" as const,
    "a sentence about the connection",
    "Could not reach CertMinder. Check your internet connection and try again.",
  ],
])("shows, where a page's data failed to load (%s), %s", async (answer, _what, shown) => {
  const page = await pages.open({ signedInAs: "fay_failing" });
  await failCertifications(page, answer);
  await page.goto("/certifications");
  const failure = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await failure.waitFor();
  const text = await failure.innerText();
  expect(text).toContain(shown);
  expect(text).not.toContain("500: {");
  expect(text).not.toContain("Failed to fetch");
});

it("shows the server's message in the toast of a failed change", async () => {
  const page = await pages.open({ signedInAs: "fay_failing" });
  await page.goto("/certifications");
  await page.getByRole("heading", { name: "No certifications yet" }).waitFor();
  await page.route(/\/api\/certifications$/, (route) =>
    route.request().method() === "POST" ? route.fulfill(boom) : route.fallback(),
  );
  await page.getByRole("button", { name: "Add Certification" }).click();
  const form = page.getByRole("dialog", { name: "Add Certification" });
  await form.getByLabel("Name").fill("Registered Nurse License");
  await form.getByRole("button", { name: "Save Certification" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Failed to add certification" });
  await toast.first().waitFor();
  expect(await toast.first().innerText()).toContain("boom");
  expect(await toast.first().innerText()).not.toContain("500: {");
});
