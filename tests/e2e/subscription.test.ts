import { certificationMessages } from "@common/certifications/certification";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { addCertificationThroughApi } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A free user fills the free plan, subscribes through the test-mode checkout of a deployment
// without payment keys, uses premium, and cancels in the test-mode portal.
const app = setUpAppWithAccounts([
  { username: "sam_subscriber" },
  { username: "olga_granted", grants: ["premium"] },
]);
// Chromium logs each refused request as a console error; these two are provoked on purpose.
const pages = setUpBrowser({
  app,
  allowProblem: (problem) =>
    (/status of 403/.test(problem) && problem.includes("/api/certifications")) ||
    (/status of 502/.test(problem) && problem.includes("/api/subscription/refresh")),
});
/** One page for the whole story, each test taking it on from where the last left it. */
let page: Page;

beforeAll(async () => {
  page = await pages.openForFile({ signedInAs: "sam_subscriber" });
});

async function waitForToast(title: string) {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

/** The sidebar's Opportunities and Reports as a user sees them: a link, or locked. */
async function premiumEntries(): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  return Promise.all(
    ["Opportunities", "Reports"].map(async (name) =>
      (await nav.getByRole("link", { name }).count()) === 1 ? `${name} open` : `${name} locked`,
    ),
  );
}

async function statusShown(): Promise<string> {
  const status = page.getByText(/^Status:/);
  return (await status.innerText()).replace(/\s+/g, " ").trim();
}

function certification(name: string) {
  return { name, provider: "State Board", expirationDate: "2031-01-31", creditsRequired: 10 };
}

it("refuses a certification beyond the free plan with the server's message and an upgrade link", async () => {
  await addCertificationThroughApi(page.request, certification("License one"));
  await addCertificationThroughApi(page.request, certification("License two"));
  await page.goto("/certifications");
  await page.getByRole("button", { name: "Add Certification" }).click();
  const form = page.getByRole("dialog", { name: "Add Certification" });
  // Meanwhile, another tab uses the last free place.
  await addCertificationThroughApi(page.request, certification("License three"));
  await form.getByLabel("Name").fill("License four");
  await form.getByLabel("Provider").fill("State Board");
  await form.getByLabel("Expiration date").fill("2031-01-31");
  await form.getByRole("button", { name: "Save Certification" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Failed to add certification" });
  await toast.first().waitFor();
  // The list now knows the plan is full: the form gives way to the upgrade link.
  await page.getByRole("link", { name: "Upgrade to add more" }).waitFor();
  expect(await form.count()).toBe(0);
  expect(await toast.first().innerText()).toContain(certificationMessages.freeLimit(3));
  await page.getByRole("link", { name: "Upgrade", exact: true }).click();
  await page.getByRole("heading", { name: "Subscription", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/subscribe");
});

it("shows the plan, its price, the test-mode label and the status of a free user", async () => {
  await page.getByText("Test mode: no card is charged").waitFor();
  // What premium costs is said before paying: PLAN_PRICE and PLAN_INTERVAL's defaults here.
  await page.getByText("$9.99 / month", { exact: true }).waitFor();
  expect(await page.getByText("Unlimited certifications:").count()).toBe(1);
  expect(await statusShown()).toBe("Status: None");
  expect(await page.getByRole("button", { name: "Manage subscription" }).count()).toBe(0);
  expect(await premiumEntries()).toEqual(["Opportunities locked", "Reports locked"]);
});

it("leaves a canceled checkout calmly, with nothing changed", async () => {
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page
    .getByRole("heading", { name: "Test-mode checkout: no card is charged", level: 1 })
    .waitFor();
  await page.getByText("$9.99 / month", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByText("Checkout canceled. You have not been charged.").waitFor();
  expect(await statusShown()).toBe("Status: None");
});

it("subscribes through the test-mode checkout and unlocks Reports and Opportunities at once", async () => {
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page
    .getByRole("heading", { name: "Test-mode checkout: no card is charged", level: 1 })
    .waitFor();
  expect(new URL(page.url()).searchParams.get("session")).toBeTruthy();
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await waitForToast("Subscription activated");
  await page.getByText("Thank you for subscribing. Your subscription is confirmed.").waitFor();
  expect(new URL(page.url()).search).toBe("?checkout=success");
  await expect.poll(statusShown).toBe("Status: Active");
  expect(await premiumEntries()).toEqual(["Opportunities open", "Reports open"]);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  expect(await sidebar.getByText("Active", { exact: true }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Subscribe" }).count()).toBe(0);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Reports" })
    .click();
  await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
  await page.goto("/certifications");
  await page.getByRole("button", { name: "Add Certification" }).waitFor();
});

it("refreshes the status with the spec's toasts, and says so when it fails", async () => {
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Refresh status" }).click();
  await waitForToast("Subscription Status Updated");
  await page.getByText("Your subscription status has been refreshed.").first().waitFor();

  // The server answers the provider's failure with 502; its words are not the spec's.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/subscription/refresh*", async (route) => {
    await answered;
    await route.fulfill({ status: 502, contentType: "application/json", body: '{"message":"x"}' });
  });
  await page.getByRole("button", { name: "Refresh status" }).click();
  await waitForToast("Refreshing Subscription");
  await page.getByText("Checking your current subscription status...").first().waitFor();
  expect(await page.getByRole("button", { name: /Refreshing/ }).isDisabled()).toBe(true);
  answer();
  const failure = page.getByRole("status").filter({ hasText: "Error" });
  await failure.waitFor();
  expect(await failure.innerText()).toContain("Failed to refresh subscription status");
  await page.unroute("**/api/subscription/refresh*");
  expect(await statusShown()).toBe("Status: Active");
});

it("cancels in the test-mode portal and locks premium again at once", async () => {
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await page.getByRole("heading", { name: "Test-mode subscription portal", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await waitForToast("Subscription canceled");
  await expect.poll(statusShown).toBe("Status: Canceled");
  expect(await premiumEntries()).toEqual(["Opportunities locked", "Reports locked"]);

  await page.getByRole("link", { name: "Back to subscription" }).click();
  await page.getByRole("heading", { name: "Subscription", level: 1 }).waitFor();
  await expect.poll(statusShown).toBe("Status: Canceled");
  expect(await page.getByRole("button", { name: "Subscribe" }).count()).toBe(1);
  await page.goto("/certifications");
  await page.getByRole("link", { name: "Upgrade to add more" }).waitFor();
});

it("reaches the page from the phone menu and fits 375 px without scrolling sideways", async () => {
  const phone = await pages.open({
    signedInAs: "sam_subscriber",
    viewport: { width: 375, height: 812 },
  });
  await phone.goto("/");
  await phone.getByRole("button", { name: "Open menu" }).click();
  await phone
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Subscriptions" })
    .click();
  await phone.getByRole("heading", { name: "Subscription", level: 1 }).waitFor();
  await phone.getByRole("button", { name: "Refresh status" }).waitFor();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  for (const name of ["Subscribe", "Manage subscription", "Refresh status"]) {
    expect(await phone.getByRole("button", { name }).isVisible()).toBe(true);
  }
});

it("tells a user whose premium an administrator granted, with nothing to subscribe to", async () => {
  const granted = await pages.open({ signedInAs: "olga_granted" });
  await granted.goto("/subscribe");
  await granted.getByText("Premium was granted to your account by an administrator.").waitFor();
  expect(await granted.getByRole("button", { name: "Subscribe" }).count()).toBe(0);
  const nav = granted.getByRole("navigation", { name: "Main" });
  expect(await nav.getByRole("link", { name: "Reports" }).count()).toBe(1);
});
