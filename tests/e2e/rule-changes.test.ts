import { addDays, todayIn } from "@common/certifications/calendar-date";
import { ruleFill } from "@common/requirement-library/follow";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { request } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate";
import { openConfiguredDatabase } from "../../src/server/db/open-configured";
import { certifications, users } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";
import { hashPassword } from "../../src/server/security/password";
import { accountPassword, setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A California nurse follows the library's rules; the board adds an hour of implicit bias in
// a new version. When the server starts she is told, reads the difference on her license's
// page and applies it.
const username = "casey_rn";
const today = todayIn("UTC", new Date());
const expirationDate = addDays(today, 400);
const biasSource = {
  url: "https://www.rn.ca.gov/implicit-bias.shtml",
  title: "Implicit bias training",
  publisher: "California Board of Registered Nursing",
  quote: "One hour of implicit bias training is required.",
  supports: ["categories.Implicit bias"],
  checkedOn: today,
};

/** The library as it stands, a nurse following version 1, and version 2 of her rule set. */
async function nurseFollowingAnOlderVersion(dataDir: string) {
  const database = await openConfiguredDatabase(
    { dataDir, databaseUrl: undefined },
    { role: "an end-to-end test's seeding" },
  );
  try {
    await migrate(database.db);
    const library = readRuleFiles();
    await loadRequirementRules(database.db, library);
    const california = library.find((rule) => rule.id === "rn-california");
    if (!california) throw new Error("rn-california is in the library");
    const next: RuleSet = {
      ...california,
      version: california.version + 1,
      effectiveDate: today,
      categories: [{ name: "Implicit bias", kind: "minimum", credits: 1, appliesWhen: "always" }],
      sources: [...california.sources, biasSource],
    };
    await loadRequirementRules(database.db, [next]);
    const [nurse] = await database.db
      .insert(users)
      .values({
        username,
        password: await hashPassword(accountPassword),
        email: `${username}@example.com`,
        emailVerified: true,
      })
      .returning();
    if (!nurse) throw new Error("the nurse was not created");
    const fill = ruleFill(california, { expirationDate, receivedDate: null }, today);
    await database.db.insert(certifications).values({
      userId: nurse.id,
      name: fill.name,
      issuingBody: fill.issuingBody,
      jurisdiction: fill.jurisdiction,
      creditsRequired: fill.creditsRequired,
      creditsMissing: fill.creditsRequired,
      creditsUnit: fill.creditsUnit,
      requirements: fill.requirements,
      expirationDate,
      reportingPeriodStart: fill.reportingPeriod?.start ?? null,
      reportingPeriodEnd: fill.reportingPeriod?.end ?? null,
      ruleSetKey: california.id,
      ruleSetVersion: california.version,
    });
  } finally {
    await database.close();
  }
}

const app = setUpAppWithAccounts([], { prepare: nurseFollowingAnOlderVersion });
const pages = setUpBrowser({ app });

beforeAll(async () => {
  const api = await request.newContext({ baseURL: app.server.url });
  const token = await api.get("/api/csrf-token");
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const login = await api.post("/api/login", {
    data: { username, password: accountPassword },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(login.ok()).toBe(true);
  app.signedIn[username] = await api.storageState();
  await api.dispose();
});

it("tells her by email and in the app, shows the difference first, and applies it", async () => {
  const title = "The rules for Registered Nurse — California changed";
  const mail = await app.sink.waitForMessage(
    (message) => message.to.includes(`${username}@example.com`),
    15_000,
  );
  expect(mail.subject).toBe(title);
  expect(mail.text).toContain(
    "Registered Nurse — California: at least 1 contact hour of Implicit bias now required",
  );

  const page = await pages.open({ signedInAs: username });
  await page.goto("/notifications");
  await page.getByRole("heading", { name: title }).waitFor();
  await page.getByRole("link", { name: "View certification" }).click();

  const card = page.locator("div.rounded-lg", { has: page.getByRole("heading", { name: title }) });
  await card.waitFor();
  expect(await card.getByRole("term").allTextContents()).toEqual(["Categories"]);
  const difference = await card.getByRole("definition").innerText();
  expect(difference).toMatch(/^none\s*→\s*becomes\s*at least 1 contact hour of Implicit bias$/);
  expect(
    await card.getByRole("link", { name: /Implicit bias training/ }).getAttribute("href"),
  ).toBe(biasSource.url);

  await card.getByRole("button", { name: "Apply to my certification" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: "The new rules apply to your certification" })
    .first()
    .waitFor();
  await card.waitFor({ state: "detached" });
  await page.getByText("At least 1 contact hour of Implicit bias").first().waitFor();
});
