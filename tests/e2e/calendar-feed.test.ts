import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { addCertificationThroughApi, addCreditThroughApi } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// A nurse subscribes her calendar app to her CertMinder deadlines: she creates the feed on
// /calendar, copies its address, and the address answers a calendar with her license's
// expiration; a new link stops the old address, and on Alerts she adds her completed credits.
const app = setUpAppWithAccounts([{ username: "cal_nurse" }]);
const pages = setUpBrowser({ app });

let owner: Page;
let address = "";

beforeAll(async () => {
  owner = await pages.openForFile({ signedInAs: "cal_nurse" });
  await owner.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: app.server.url,
  });
  const certificationId = await addCertificationThroughApi(owner.request, {
    name: "RN License",
    provider: "State Board of Nursing",
    expirationDate: "2031-09-30",
    reportingPeriodStart: "2024-10-01",
    reportingPeriodEnd: "2031-08-31",
    creditsRequired: 30,
  });
  await addCreditThroughApi(owner.request, certificationId, {
    title: "Sepsis Update",
    credits: 2,
    completionDate: "2025-02-14",
  });
});

function feedCard(page: Page) {
  return page.getByRole("region", { name: "Subscribe in your calendar app" });
}

it("creates the feed on /calendar and copies its address", async () => {
  await owner.goto("/calendar");
  const card = feedCard(owner);
  await card.getByRole("button", { name: "Create calendar feed" }).click();
  await card.getByText("Calendar feed created. Copy its address now").waitFor();

  await card.getByRole("button", { name: "Copy address" }).click();
  await card.getByRole("button", { name: "Copied" }).waitFor();
  address = await owner.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await card.getByLabel("Calendar feed address").inputValue()).toBe(address);
  const webcal = await card
    .getByRole("link", { name: "Open in my calendar app" })
    .getAttribute("href");
  expect(webcal).toBe(address.replace(/^https?:/, "webcal:"));
});

it("answers a calendar with the certification's deadlines at the copied address", async () => {
  const response = await fetch(address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
  const expires = events.find((event) => event.summary === "RN License expires");
  expect(expires?.startDate.toString()).toBe("2031-09-30");
  expect(expires?.startDate.isDate).toBe(true);
  const periodEnds = events.find((event) => event.summary === "RN License reporting period ends");
  expect(periodEnds?.startDate.toString()).toBe("2031-08-31");
});

it("shows the feed as active after a reload, and a new link stops the old address", async () => {
  await owner.reload();
  const card = feedCard(owner);
  await card.getByText("Your calendar feed is active since").waitFor();
  expect(await card.getByLabel("Calendar feed address").count()).toBe(0);

  await card.getByRole("button", { name: "Create a new link" }).click();
  const dialog = owner.getByRole("dialog", { name: "Create a new link?" });
  await dialog.getByRole("button", { name: "Create new link" }).click();
  const field = card.getByLabel("Calendar feed address");
  await field.waitFor();
  const renewed = await field.inputValue();
  expect(renewed).not.toBe(address);
  expect((await fetch(address)).status).toBe(404);
  expect((await fetch(renewed)).status).toBe(200);
  address = renewed;
});

it("adds completed credits to the feed from the Alerts settings", async () => {
  await owner.goto("/settings/notifications");
  const card = feedCard(owner);
  await card.getByText("Your calendar feed is active since").waitFor();
  expect(await (await fetch(address)).text()).not.toContain("Sepsis Update");

  await card.getByRole("checkbox", { name: /Include completed credits/ }).click();
  await owner
    .getByRole("status")
    .filter({ hasText: "Completed credits now appear in your calendar." })
    .first()
    .waitFor();
  expect(await (await fetch(address)).text()).toContain("SUMMARY:Completed: Sepsis Update");
});
