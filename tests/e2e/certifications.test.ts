import { addDays, todayIn } from "@common/certifications/calendar-date";
import { addYears, format, parseISO } from "date-fns";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { setUpBrowser } from "./support/browser";

// One professional keeps a license in CertMinder: adds it, records two credits (one with its
// certificate), watches progress everywhere, finds the deadline on the calendar, deletes it.
const app = setUpAppWithAccounts([{ username: "casey_rn" }]);
const pages = setUpBrowser({ app });
/** One page for the whole story, each test taking it on from where the last left it. */
let page: Page;

const name = "Registered Nurse License";
// Far enough ahead to sit in another month than today, inside the 90-day window.
const today = todayIn("UTC", new Date());
const expiration = addDays(today, 45);
const shownExpiration = format(parseISO(expiration), "MMM d, yyyy");
const expirationMonth = format(parseISO(expiration), "MMMM yyyy");
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

beforeAll(async () => {
  page = await pages.openForFile({ signedInAs: "casey_rn" });
});

/** The figure on one of the dashboard's stat cards. */
async function statValue(title: string): Promise<string> {
  const stat = page
    .getByRole("region", { name: "Statistics" })
    .locator(":scope > div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  return (await stat.locator("p").innerText()).trim();
}

async function waitForToast(title: string) {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

/** Records a credit without a certificate through the Add Credit form of the page shown. */
async function recordCredit(title: string, credits: string) {
  await page.getByRole("button", { name: "Add Credit" }).click();
  const form = page.getByRole("dialog", { name: "Add Credit" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Credits").fill(credits);
  await form.getByRole("button", { name: "Save Credit" }).click();
  await waitForToast("Credit added");
}

it("adds a certification from the empty list", async () => {
  await page.goto("/certifications");
  await page.getByRole("heading", { name: "No certifications yet" }).waitFor();
  await page.getByRole("button", { name: "Add Certification" }).click();
  const form = page.getByRole("dialog", { name: "Add Certification" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Provider").fill("State Board of Nursing");
  await form.getByLabel("Received date").fill(addDays(today, -700));
  await form.getByLabel("Expiration date").fill(expiration);
  await form.getByLabel("Credits required").fill("10");
  await form.getByRole("button", { name: "Save Certification" }).click();
  await waitForToast("Certification added");

  const listed = page.locator("[data-tour=certifications-list]");
  await listed.getByRole("link", { name }).waitFor();
  await expect.poll(() => listed.innerText()).toContain("0 of 10 hours");
  expect(await listed.innerText()).toContain("At Risk");
  expect(await listed.innerText()).toContain(`Expires ${shownExpiration}`);
});

it("records two credits, one with its certificate, and the progress follows", async () => {
  await page.locator("[data-tour=certifications-list]").getByRole("link", { name }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
  await page.getByText("No credits recorded yet").waitFor();

  await page.getByRole("button", { name: "Add Credit" }).click();
  const form = page.getByRole("dialog", { name: "Add Credit" });
  await form.getByLabel("Title").fill("Infection Control Update");
  await form.getByLabel("Provider").fill("Association for Professionals in Infection Control");
  await form.getByLabel("Approval number").fill("CEP 16442");
  await form.getByLabel("Credits").fill("4");
  // A file over 10 MB is refused, and the credit cannot be saved as if none had been picked.
  const save = form.getByRole("button", { name: "Save Credit" });
  const scan = { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 << 20) };
  await form.getByLabel("Certificate").setInputFiles(scan);
  await form.getByText("Certificate must be 10 MB or smaller").waitFor();
  await form.getByText("Remove or replace the certificate to save this credit.").waitFor();
  expect(await save.isDisabled()).toBe(true);
  await form.getByRole("button", { name: "Remove file" }).click();
  expect(await save.isEnabled()).toBe(true);
  expect(await form.getByText("Certificate must be 10 MB or smaller").count()).toBe(0);
  await form.getByLabel("Certificate").setInputFiles(scan);
  expect(await save.isDisabled()).toBe(true);
  await form.getByLabel("Certificate").setInputFiles({
    name: "infection-control.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  expect(await save.isEnabled()).toBe(true);
  await save.click();
  await waitForToast("Credit added");
  const credits = page.locator("[data-tour=credits-list]");
  await credits.getByRole("heading", { name: "Infection Control Update" }).waitFor();
  // The provider and the course's approval number show under the credit's title.
  const shown = await credits.locator("li").first().innerText();
  expect(shown).toContain("Association for Professionals in Infection Control");
  expect(shown).toContain("Approval number CEP 16442");
  await expect.poll(() => page.locator("main").innerText()).toContain("4 of 10 hours");
  expect(await page.locator("main").innerText()).toContain("In Progress");

  const view = credits.getByRole("link", { name: /View certificate/ });
  const certificate = await page.request.get((await view.getAttribute("href")) ?? "");
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()["content-type"]).toBe("application/pdf");
  expect(certificate.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await certificate.body()).equals(pdf)).toBe(true);
  const download = await page.request.get(
    (await credits.getByRole("link", { name: /Download/ }).getAttribute("href")) ?? "",
  );
  expect(download.headers()["content-disposition"]).toMatch(
    /^attachment; filename="infection-control\.pdf"/,
  );

  await recordCredit("Pain Management in Acute Care", "4");
  await expect.poll(() => page.locator("main").innerText()).toContain("8 of 10 hours");
  expect(await page.locator("main").innerText()).toContain("On Track");

  await page.goto("/certifications");
  const listed = page.locator("[data-tour=certifications-list]");
  await expect.poll(() => listed.innerText()).toContain("8 of 10 hours");
  expect(await listed.innerText()).toContain("On Track");
});

it("shows the certification on the dashboard with its status", async () => {
  await page.goto("/");
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await expect.poll(() => statValue("Total Certifications")).toBe("1");
  expect(await statValue("Active Certifications")).toBe("1");
  expect(await statValue("Deadlines in 90 days")).toBe("1");
  const upcoming = page.locator("[data-tour=upcoming-deadlines]");
  await upcoming.getByRole("link", { name }).waitFor();
  const row = await upcoming.innerText();
  expect(row).toContain(`Expires ${shownExpiration}`);
  expect(row).toContain("8 of 10 hours");
  expect(row).toContain("On Track");
  const activity = await page.locator("[data-tour=recent-activity]").innerText();
  expect(activity).toContain(`Added 4 hours to ${name}`);
  expect(activity).toContain(`Added ${name}`);
});

it("finds the deadline on the calendar in its month", async () => {
  await page.goto("/calendar");
  await page.getByRole("heading", { name: "Calendar", level: 1 }).waitFor();
  for (let step = 0; step < 4; step += 1) {
    if ((await page.getByRole("heading", { level: 2 }).first().innerText()) === expirationMonth) {
      break;
    }
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await page.getByRole("heading", { name: expirationMonth }).waitFor();
  const day = page.locator(`[data-date="${expiration}"]`);
  const event = day.getByRole("link", { name: `${name} expires (Deadline)` });
  await event.waitFor();
  await event.click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
});

it("deletes the certification and it is gone everywhere", async () => {
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this certification?" });
  expect(await confirm.innerText()).toContain("its 2 credits");
  await confirm.getByRole("button", { name: "Delete certification" }).click();
  await waitForToast("Certification deleted");
  await page.waitForURL((url) => url.pathname === "/certifications");
  await page.getByRole("heading", { name: "No certifications yet" }).waitFor();

  await page.goto("/");
  await page.getByText("No upcoming deadlines").waitFor();
  expect(await statValue("Total Certifications")).toBe("0");

  await page.goto("/calendar");
  for (let step = 0; step < 4; step += 1) {
    if ((await page.getByRole("heading", { level: 2 }).first().innerText()) === expirationMonth) {
      break;
    }
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await page.locator(`[data-date="${expiration}"]`).waitFor();
  expect(await page.locator(`[data-date="${expiration}"]`).innerText()).not.toContain(name);
});

it("says a one-hour credit in the singular and a deadline two years away in years, beside its date", async () => {
  const far = format(addYears(parseISO(addDays(today, 10)), 2), "yyyy-MM-dd");
  const pharmacist = "Board Certified Pharmacist";
  await page.goto("/certifications");
  await page.getByRole("button", { name: "Add Certification" }).click();
  const form = page.getByRole("dialog", { name: "Add Certification" });
  await form.getByLabel("Name").fill(pharmacist);
  await form.getByLabel("Expiration date").fill(far);
  await form.getByLabel("Credits required").fill("1");
  await form.getByRole("button", { name: "Save Certification" }).click();
  await waitForToast("Certification added");
  const listed = page.locator("[data-tour=certifications-list]");
  await listed.getByRole("link", { name: pharmacist }).waitFor();
  await expect.poll(() => listed.innerText()).toContain("0 of 1 hour\n");
  expect(await listed.innerText()).toContain(
    `Expires ${format(parseISO(far), "MMM d, yyyy")} (in about 2 years)`,
  );

  await listed.getByRole("link", { name: pharmacist }).click();
  await recordCredit("Sterile Compounding Update", "1");
  await expect.poll(() => page.locator("main").innerText()).toContain("1 of 1 hour\n");
  // The summary and the credit list are read apart: either may show first.
  await expect
    .poll(() => page.locator("[data-tour=credits-list]").innerText())
    .toContain("1 hour ·");

  await page.goto("/");
  const activity = page.locator("[data-tour=recent-activity]");
  await activity.getByText(`Added 1 hour to ${pharmacist}`).waitFor();
  expect(await activity.innerText()).toContain("1 of 1 hour earned");
});

it("says a certification that requires no credits needs no CE, and when to renew it", async () => {
  const cpr = "CPR Card";
  // Inside the default reminder lead time of 30 days: the renewal shows in amber.
  const cprExpiration = addDays(today, 20);
  const renewBy = `Renew by ${format(parseISO(cprExpiration), "MMM d, yyyy")}`;
  await page.goto("/certifications");
  await page.getByRole("button", { name: "Add Certification" }).click();
  const form = page.getByRole("dialog", { name: "Add Certification" });
  await form.getByLabel("Name").fill(cpr);
  await form.getByLabel("Expiration date").fill(cprExpiration);
  await form.getByRole("button", { name: "Save Certification" }).click();
  await waitForToast("Certification added");
  const listed = page.locator("[data-tour=certifications-list]");
  const card = listed.getByRole("listitem").filter({ has: page.getByRole("link", { name: cpr }) });
  await expect.poll(() => card.innerText()).toContain("No CE required");
  expect(await card.innerText()).not.toContain("0 of 0");
  expect(await card.innerText()).toContain("Completed");
  expect(await card.getByText(renewBy).getAttribute("data-renewal")).toBe("soon");
  expect(await page.getByRole("progressbar", { name: `Credits earned for ${cpr}` }).count()).toBe(
    0,
  );
  // The bar of a certification that does require credits is still there.
  expect(
    await page
      .getByRole("progressbar", { name: "Credits earned for Board Certified Pharmacist" })
      .count(),
  ).toBe(1);

  // Its page has no progress or pace to show either.
  await card.getByRole("link", { name: cpr }).click();
  await page.getByRole("heading", { name: cpr, level: 1 }).waitFor();
  const main = page.locator("main");
  await expect.poll(() => main.innerText()).toContain(renewBy);
  const progress = page.getByRole("heading", { name: "Progress explained" }).locator("../..");
  expect(await progress.innerText()).toContain("No CE required");
  expect(await progress.innerText()).not.toContain("0 of 0");
  const pace = page.getByRole("heading", { name: "Pace plan" }).locator("../..");
  expect(await pace.innerText()).toContain("No CE required: there is nothing to plan.");

  // On the dashboard: an upcoming deadline needing no CE, and nothing that needs attention.
  await page.goto("/");
  const upcoming = page.locator("[data-tour=upcoming-deadlines]");
  const row = upcoming.getByRole("listitem").filter({ has: page.getByRole("link", { name: cpr }) });
  await expect.poll(() => row.innerText()).toContain("No CE required");
  expect(await row.getByText(renewBy).getAttribute("data-renewal")).toBe("soon");
  expect(await page.locator("[data-tour=needs-attention]").innerText()).toContain(
    "Nothing needs attention",
  );
});
