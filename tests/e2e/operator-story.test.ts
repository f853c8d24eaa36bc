import { expect, it } from "vitest";
import { testAdminCredential } from "../support/admin";
import { accountPassword, setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";
import { seedCertifications } from "./support/seed-certifications";

// The operator's day, from the admin area alone: signs into it with the admin credential,
// finds a user and disables them (their other browser is signed out), reads the refused
// sign-in in the auth log, raises the free limit, and scrolls every certification.
const app = setUpAppWithAccounts(
  [{ username: "operator_olga", grants: ["admin"] }, { username: "nurse_nia" }],
  { prepare: (dataDir) => seedCertifications(dataDir, 500) },
);
const pages = setUpBrowser({
  app,
  // Provoked on purpose: the disabled nurse's sign-in is refused.
  allowProblem: (problem) => /status of 403.*\/api\/login/.test(problem),
});

it("runs the installation from the admin area: a user disabled, the auth log read, the free limit changed, the optimized view scrolled", async () => {
  const nurse = await pages.open({ signedInAs: "nurse_nia" });
  await nurse.goto("/certifications");
  await nurse.getByRole("heading", { level: 1, name: "Certifications" }).waitFor();

  // The admin area asks for the admin credential first.
  const admin = await pages.open({ signedInAs: "operator_olga" });
  await admin.goto("/settings/users");
  await admin.getByRole("heading", { level: 1, name: "Sign in to the admin area" }).waitFor();
  await admin.getByLabel("Admin username").fill(testAdminCredential.username);
  await admin.getByLabel("Password", { exact: true }).fill(testAdminCredential.password);
  await admin.getByRole("button", { name: "Sign in to admin area" }).click();
  await admin.getByRole("heading", { level: 1, name: "User Management" }).waitFor();

  // Finds the nurse and disables her account.
  await admin.getByLabel("Search").fill("nurse_n");
  await admin.getByText("1 user", { exact: true }).waitFor();
  const row = admin.getByRole("row").filter({ hasText: "nurse_nia" });
  await row.getByRole("button", { name: "Manage nurse_nia" }).click();
  await admin.getByRole("button", { name: "Disable account" }).click();
  const question = admin.getByRole("dialog", { name: "Disable nurse_nia?" });
  await question.getByRole("button", { name: "Disable account" }).click();
  await row.getByText("Disabled", { exact: true }).waitFor();

  // Her other browser is signed out at its next page, and she cannot sign in again.
  await nurse.goto("/calendar");
  await nurse.waitForURL(/\/auth$/);
  await nurse.getByLabel("Username").fill("nurse_nia");
  await nurse.getByLabel("Password").fill(accountPassword);
  await nurse.getByRole("button", { name: "Login" }).click();
  await nurse
    .getByText("Your account has been disabled. Please contact support.", { exact: true })
    .waitFor();

  // The refused sign-in is in the auth log, with its details.
  await admin.goto("/admin/auth-logs");
  const entries = admin.getByRole("region", { name: "Auth log entries" });
  await entries.waitFor();
  await admin.getByLabel("Username").fill("nurse_nia");
  await admin.getByLabel("Username").press("Enter");
  await admin.getByLabel("Status").selectOption({ label: "Failure" });
  const refused = entries.getByRole("row").filter({ hasText: "Failure" }).first();
  await refused.waitFor();
  await refused.getByRole("button", { name: /^Details/ }).click();
  const details = admin.getByRole("dialog", { name: "Auth log entry" });
  await expect
    .poll(() => details.getByText("disabled", { exact: false }).count())
    .toBeGreaterThan(0);
  await admin.keyboard.press("Escape");

  // Raises the free plan's limit; it applies at once.
  await admin.goto("/settings/system");
  const limit = admin.getByLabel("Free certification limit");
  await limit.fill("5");
  await admin.getByRole("form", { name: "Plan" }).getByRole("button", { name: "Save" }).click();
  await admin.getByText("Settings saved").first().waitFor();
  await admin.goto("/subscribe");
  await expect.poll(() => admin.locator("main").textContent()).toContain("5 certifications");

  // Scrolls every certification of every user, to the last row.
  await admin.goto("/certifications-optimized");
  await admin.getByRole("heading", { level: 1, name: "Optimized View" }).waitFor();
  await admin.getByText("500 certifications").waitFor();
  const table = admin.getByRole("table", { name: "Certifications" });
  await admin.waitForFunction(
    () => {
      const frame = document.querySelector("section[aria-label^='Certifications of every user']");
      if (!frame) return false;
      frame.scrollTop = frame.scrollHeight;
      return document.body.textContent?.includes("Certification 0500") ?? false;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  const last = table.locator("tr", { hasText: "Certification 0500" });
  expect(await last.getAttribute("aria-rowindex")).toBe("501");
});
