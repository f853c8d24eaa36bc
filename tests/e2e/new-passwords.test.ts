import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accountPassword, setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// Choosing a new password: the meter gives advice, not rules, and warns at once of a common
// password, which the server refuses with the reason under the field.
const app = setUpAppWithAccounts([{ username: "nell_new" }]);
const pages = setUpBrowser({
  app,
  // The refusal is the point of one test; Chromium logs it as a console error.
  allowProblem: (problem) =>
    /status of 400/.test(problem) && problem.includes("/api/user/password"),
});

const commonPasswordMessage = "This password is too common. Choose one that is harder to guess.";

async function passwordPage(): Promise<Page> {
  const page = await pages.open({ signedInAs: "nell_new" });
  await page.goto("/settings/password");
  await page.getByRole("heading", { name: "Password", level: 1 }).waitFor();
  return page;
}

function form(page: Page) {
  return page.locator("form");
}

it("words the meter as advice, without rules marked unmet", async () => {
  const page = await passwordPage();
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await form(page).getByText("Password strength: Weak").waitFor();
  const text = await form(page).innerText();
  expect(text).toContain(
    "Stronger with: at least 8 characters, an uppercase letter, a number, a symbol",
  );
  expect(text).not.toContain("not met");

  await page.getByLabel("New password", { exact: true }).fill("Larch-Fennel-Kettle-42");
  await form(page).getByText("Password strength: Very strong").waitFor();
  expect(await form(page).innerText()).not.toContain("Stronger with");
  expect(await form(page).innerText()).not.toContain(commonPasswordMessage);
});

it("warns of a common password as it is typed, rates it weak, and the server refuses it under the field", async () => {
  const page = await passwordPage();
  await page.getByLabel("Current password").fill(accountPassword);
  await page.getByLabel("New password", { exact: true }).fill("Password1!");
  await form(page).getByText(commonPasswordMessage).waitFor();
  // All five criteria are met, yet a refused password never reads as strong.
  expect(await form(page).innerText()).toContain("Password strength: Weak");
  await page.getByLabel("Confirm new password").fill("Password1!");
  await page.getByRole("button", { name: "Change password" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Failed to update password" });
  await toast.first().waitFor();
  expect(await toast.first().innerText()).toContain(commonPasswordMessage);
  const newPassword = page.getByLabel("New password", { exact: true });
  await expect.poll(() => newPassword.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await newPassword.getAttribute("aria-describedby")) ?? "";
  const fieldError = page.locator(`[id="${describedBy.split(" ").at(-1)}"]`);
  expect(await fieldError.innerText()).toBe(commonPasswordMessage);
});
