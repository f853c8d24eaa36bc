import { paymentsTestModeWarning } from "@common/subscription";
import { type Locator, type Page, request } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// The operator of an installation opens the Admin Dashboard: the figures, the sign-up chart.
// A nurse sends a feature request; the operator plans it with an internal note, and the nurse
// sees it Planned, never the note. The mail server goes down while a password-reset email
// leaves; once it is back, the operator retries the failed message and it arrives.
const app = setUpAppWithAccounts([
  { username: "operator_ada", grants: ["admin"] },
  { username: "nurse_nia" },
]);
const pages = setUpBrowser({ app });
let mailServerBack: SmtpSink | undefined;

afterAll(async () => {
  await mailServerBack?.close();
});

/** The card of the dashboard named `title`. */
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The value shown beside `label` in a card. */
async function figure(region: Locator, label: string): Promise<string> {
  const row = region
    .locator("dl > div")
    .filter({ has: region.page().getByText(label, { exact: true }) });
  return (await row.locator("dd").textContent()) ?? "";
}

/** No sideways scrolling, and no serious or critical axe violation. */
async function fitsAndPasses(page: Page, where: string) {
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, where).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

it("shows an administrator the installation's figures and the sign-up chart, loaded only there", async () => {
  const page = await pages.open({ signedInAs: "operator_ada", inAdminArea: true });
  const chartChunks: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("sign-ups-chart")) chartChunks.push(sent.url());
  });
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  // The user dashboard does not load the admin chart.
  expect(chartChunks).toEqual([]);

  await page.goto("/admin");
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  expect(await page.title()).toContain("Admin Dashboard");
  // This installation has no payment keys: the operator is told anyone can be premium for free.
  await page
    .getByRole("status", { name: "Payments notice" })
    .getByText(paymentsTestModeWarning)
    .waitFor();
  const users = card(page, "Users");
  await users.getByText("Users in all").waitFor();
  expect(await users.locator("p").first().textContent()).toBe("2 Users in all");
  expect(await figure(users, "New in the last 7 days")).toBe("2");
  expect(await figure(users, "Administrators")).toBe("1");
  expect(await figure(card(page, "Subscriptions"), "No subscription")).toBe("2");
  expect(
    await card(page, "Feedback")
      .getByRole("link", { name: "Review feedback" })
      .getAttribute("href"),
  ).toBe("/admin/feedback");
  expect(await users.getByRole("link", { name: "Manage users" }).getAttribute("href")).toBe(
    "/settings/users",
  );

  // The chart is drawn, and its 26 weeks are in a table for screen readers.
  await page.locator(".recharts-surface").first().waitFor();
  expect(chartChunks.length).toBeGreaterThan(0);
  const weeks = page.getByRole("table", { name: "Sign-ups per week" });
  expect(await weeks.getByRole("row").count()).toBe(27);
  await page.getByText(/^2 sign-ups in the last 26 weeks/).waitFor();
});

it("lets an administrator plan a user's feature request; the user sees Planned, never the note", async () => {
  const nurse = await pages.open({ signedInAs: "nurse_nia" });
  await nurse.goto("/feedback");
  await nurse.getByLabel("Feature request").check();
  await nurse.getByLabel("Category").selectOption({ label: "Calendar" });
  await nurse.getByLabel("Subject").fill("Calendar feed for my phone");
  await nurse.getByLabel("Message").fill("I would like my deadlines in my phone's calendar.");
  await nurse.getByRole("button", { name: "Send feedback" }).click();
  await nurse.getByText("Feedback sent", { exact: true }).first().waitFor();

  const operator = await pages.open({ signedInAs: "operator_ada", inAdminArea: true });
  await operator.goto("/admin");
  expect(await card(operator, "Feedback").locator("p").first().textContent()).toBe(
    "1 Feedback waiting",
  );
  await card(operator, "Feedback").getByRole("link", { name: "Review feedback" }).click();
  await operator.getByRole("heading", { level: 1, name: "User Feedback" }).waitFor();
  const item = operator.getByRole("listitem").filter({ hasText: "Calendar feed for my phone" });
  await item.getByText("nurse_nia (nurse_nia@example.com)").waitFor();
  await item.getByText("Pending", { exact: true }).waitFor();

  await item.getByRole("button", { name: /Review/ }).click();
  const dialog = operator.getByRole("dialog", { name: "Review feedback" });
  await dialog.getByLabel("Status").selectOption({ label: "Planned" });
  await dialog.getByLabel("Internal note").fill("In the spring release, with the iCal export.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await operator.getByText("Feedback updated", { exact: true }).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
  await item.getByText("Planned", { exact: true }).waitFor();
  await item.getByText("In the spring release, with the iCal export.").waitFor();

  // The filters live in the address; a status with nothing in it says so.
  await operator.getByLabel("Status", { exact: true }).selectOption({ label: "Closed" });
  await expect.poll(() => new URL(operator.url()).searchParams.get("status")).toBe("closed");
  await operator.getByText("No feedback matches these filters").waitFor();
  await operator.reload();
  await operator.getByText("No feedback matches these filters").waitFor();
  await operator.getByRole("button", { name: "Clear filters" }).click();
  await item.waitFor();

  await nurse.reload();
  const history = nurse.getByRole("listitem").filter({ hasText: "Calendar feed for my phone" });
  await history.getByText("Planned", { exact: true }).waitFor();
  expect(await nurse.getByText("spring release").count()).toBe(0);
});

it("fits a phone, and neither page has a serious accessibility violation", async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const page = await pages.open({
      signedInAs: "operator_ada",
      inAdminArea: true,
      viewport,
      bypassCSP: true,
    });
    await page.goto("/admin");
    await card(page, "Users").waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    await fitsAndPasses(page, `/admin at ${viewport.width} px`);
    await page.goto("/admin/feedback");
    await page.getByRole("listitem").filter({ hasText: "Calendar feed for my phone" }).waitFor();
    await fitsAndPasses(page, `/admin/feedback at ${viewport.width} px`);
  }
});

it("retries the messages that failed while the mail server was down", async () => {
  const { port } = app.sink;
  await app.sink.close();
  const visitor = await request.newContext({ baseURL: app.server.url });
  try {
    const { csrfToken } = (await (await visitor.get("/api/csrf-token")).json()) as {
      csrfToken: string;
    };
    const asked = await visitor.post("/api/forgot-password", {
      data: { email: "nurse_nia@example.com" },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(asked.ok()).toBe(true);
  } finally {
    await visitor.dispose();
  }

  const page = await pages.open({ signedInAs: "operator_ada", inAdminArea: true });
  await page.goto("/admin");
  const messages = card(page, "Reminders and messages");
  await expect
    .poll(async () => {
      await page.reload();
      await messages.waitFor();
      return figure(messages, "Messages failing");
    })
    .toMatch(/^1/);

  mailServerBack = await startSmtpSink({ port });
  await messages.getByRole("button", { name: "Retry failed" }).click();
  const confirm = page.getByRole("dialog", { name: "Retry failed messages?" });
  await confirm.getByRole("button", { name: "Retry failed" }).click();
  await page.getByText("1 message queued for retry", { exact: true }).first().waitFor();
  const mail = await mailServerBack.waitForMessage((sent) =>
    sent.to.includes("nurse_nia@example.com"),
  );
  expect(mail.text).toMatch(/\b\d{6}\b/);
  await expect
    .poll(async () => {
      await page.reload();
      await messages.waitFor();
      return figure(messages, "Messages failing");
    })
    .toBe("0");
});
