import { captureUploadRule } from "@common/captures";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { type APIRequestContext, type Page, type Route, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateCorpus } from "../support/certificate-corpus/certificate-corpus";
import { pdf, png } from "../support/certifications";
import { addCertificationThroughApi } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";

// A nurse adds her certificates by dropping them instead of typing them: the files go up a few
// at a time, each in its own row, and wait in her inbox to be read and reviewed; the server
// reads them, and her review starts from what it read.
const app = setUpAppWithAccounts([{ username: "nurse_ines" }]);
const pages = setUpBrowser({ app });
let api: APIRequestContext;
let licenseId = 0;

const today = todayIn("UTC", new Date());

beforeAll(async () => {
  api = await request.newContext({
    baseURL: app.server.url,
    storageState: app.signedIn.nurse_ines,
  });
  licenseId = await addCertificationThroughApi(api, {
    name: "RN",
    provider: "California Board of Registered Nursing",
    reportingPeriodStart: addDays(today, -300),
    reportingPeriodEnd: addDays(today, 400),
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
});

afterAll(async () => {
  await api?.dispose();
});

type InboxRow = { id: number; fileName: string; status: string };

async function inbox(): Promise<InboxRow[]> {
  return (await (await api.get("/api/captures")).json()) as InboxRow[];
}

/** Discards the captures waiting whose file is named in `names`, or all of them. */
async function discardAll(names?: string[]) {
  const { csrfToken } = (await (await api.get("/api/csrf-token")).json()) as { csrfToken: string };
  for (const row of await inbox()) {
    if (names && !names.includes(row.fileName)) continue;
    await api.delete(`/api/captures/${row.id}`, { headers: { "x-csrf-token": csrfToken } });
  }
}

/** Drops files on the drop zone as a desktop's file manager does. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((given) => {
    const transfer = new DataTransfer();
    for (const file of given) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await page.getByTestId("certificate-drop-zone").dispatchEvent("drop", { dataTransfer });
}

const layoutWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("adding credits from certificates", () => {
  it("sends the files dropped or picked on the certification page, each in its own row, into the inbox", async () => {
    await discardAll();
    const page = await pages.open({ signedInAs: "nurse_ines" });
    await page.goto(`/certifications/${licenseId}`);
    await page.getByRole("button", { name: "Add from certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Add from certificate" });
    await dialog.getByLabel("Files to read").setInputFiles([
      { name: "ethics.pdf", mimeType: "application/pdf", buffer: pdf },
      { name: "pain-management.png", mimeType: "image/png", buffer: png },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a certificate") },
    ]);
    await dropFiles(page, [
      { name: "opioids.pdf", type: "application/pdf", base64: pdf.toString("base64") },
    ]);
    const rows = dialog.getByRole("list", { name: "Certificates sent" }).getByRole("listitem");
    await rows.nth(3).waitFor();
    expect(await rows.count()).toBe(4);
    for (const name of ["ethics.pdf", "pain-management.png", "opioids.pdf"]) {
      // Queued, or already being read or read once the server reads them.
      await rows
        .filter({ hasText: name })
        .getByText(/Waiting to be read|Reading|Ready to review|Could not be read/)
        .waitFor();
    }
    await rows
      .filter({ hasText: "notes.txt" })
      .getByText(captureUploadRule.messages.wrongType)
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect((await inbox()).map((row) => row.fileName).sort()).toEqual([
      "ethics.pdf",
      "opioids.pdf",
      "pain-management.png",
    ]);

    // The Add Credit dialog offers the same.
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Add Credit" }).click();
    const addCredit = page.getByRole("dialog", { name: "Add Credit" });
    await addCredit.getByText("Add from certificate").click();
    await addCredit.getByRole("button", { name: "Choose files" }).waitFor();
  });

  it("sends three files at a time, each row with its progress bar, the others waiting their turn", async () => {
    const page = await pages.open({ signedInAs: "nurse_ines" });
    const arrived: Route[] = [];
    let arrival: () => void = () => {};
    await page.route("**/api/captures?name=*", (route) => {
      arrived.push(route);
      arrival();
    });
    const nowArrived = (count: number) =>
      new Promise<void>((resolve) => {
        arrival = () => {
          if (arrived.length >= count) resolve();
        };
        arrival();
      });
    await page.goto("/captures");
    const names = ["one.pdf", "two.pdf", "three.pdf", "four.pdf"];
    await page
      .getByLabel("Files to read")
      .setInputFiles(names.map((name) => ({ name, mimeType: "application/pdf", buffer: pdf })));
    await nowArrived(3);
    const rows = page.getByRole("list", { name: "Certificates sent" }).getByRole("listitem");
    for (const name of ["one.pdf", "two.pdf", "three.pdf"]) {
      await rows
        .filter({ hasText: name })
        .getByRole("progressbar", { name: `Sending ${name}` })
        .waitFor();
    }
    await rows.filter({ hasText: "four.pdf" }).getByText("Waiting", { exact: true }).waitFor();
    expect(arrived).toHaveLength(3);
    // One answered: the fourth goes.
    await arrived[0]?.continue();
    await nowArrived(4);
    for (const route of arrived.slice(1)) await route.continue();
    for (const name of names) {
      await rows
        .filter({ hasText: name })
        .getByText(/Waiting to be read|Reading|Ready to review|Could not be read/)
        .waitFor();
    }
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await discardAll(names);
  });

  it("lists them on the dashboard and in the inbox, where one is discarded after asking", async () => {
    const page = await pages.open({ signedInAs: "nurse_ines" });
    await page.goto("/");
    const card = page.locator("div", {
      has: page.getByRole("heading", { name: "Certificates to review" }),
    });
    await card.getByText("ethics.pdf").first().waitFor();
    await page.getByRole("link", { name: /Open the inbox \(3 certificates\)/ }).click();
    await page.getByRole("heading", { name: "Certificate inbox", level: 1 }).waitFor();
    const list = page.getByRole("region", { name: "Certificates" });
    await list.getByText("3 certificates waiting").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const ethics = list.getByRole("listitem").filter({ hasText: "ethics.pdf" });
    await ethics.getByRole("button", { name: "Discard" }).click();
    const confirm = page.getByRole("dialog", { name: "Discard this certificate?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await inbox()).toHaveLength(3);
    await ethics.getByRole("button", { name: "Discard" }).click();
    await confirm.getByRole("button", { name: "Discard" }).click();
    await page.getByRole("status").filter({ hasText: "Certificate discarded" }).first().waitFor();
    await list.getByText("2 certificates waiting").waitFor();
    expect((await inbox()).map((row) => row.fileName).sort()).toEqual([
      "opioids.pdf",
      "pain-management.png",
    ]);
  });

  it("shows a certificate beside its review and discards it from there, back to the inbox", async () => {
    const photo = (await inbox()).find((row) => row.fileName === "pain-management.png");
    if (!photo) throw new Error("the photo waits in the inbox");
    const page = await pages.open({ signedInAs: "nurse_ines" });
    await page.goto(`/captures/${photo.id}`);
    await page.getByRole("heading", { name: "Review certificate" }).waitFor();
    const image = page.getByRole("img", { name: "The certificate: pain-management.png" });
    await image.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.getByRole("button", { name: "Discard" }).click();
    await page
      .getByRole("dialog", { name: "Discard this certificate?" })
      .getByRole("button", { name: "Discard" })
      .click();
    await page.waitForURL("**/captures");
    expect((await inbox()).map((row) => row.fileName)).toEqual(["opioids.pdf"]);

    const pdfCapture = (await inbox())[0];
    await page.goto(`/captures/${pdfCapture?.id}?from=/certifications/${licenseId}`);
    const frame = page.locator("iframe[title='The certificate: opioids.pdf']");
    await frame.waitFor();
    // The app's own page may frame it.
    const file = await api.get(`/api/captures/${pdfCapture?.id}/file`);
    expect(file.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL(`**/certifications/${licenseId}`);
  });

  it("reads a certificate dropped on the page, prefills its review and saves it as a credit with its certificate", async () => {
    const certificate = certificateCorpus().find(
      (one) =>
        one.fields.creditsUnit === "contact hours" &&
        one.fields.completionDate !== null &&
        one.fields.completionDate >= addDays(today, -300) &&
        one.fields.completionDate <= today,
    );
    if (!certificate?.fields.title) throw new Error("the corpus has a recent nursing certificate");
    const page = await pages.open({ signedInAs: "nurse_ines" });
    await page.goto(`/certifications/${licenseId}`);
    await page.getByRole("button", { name: "Add from certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Add from certificate" });
    const data = await certificate.pdf();
    await dropFiles(page, [
      { name: "course.pdf", type: "application/pdf", base64: data.toString("base64") },
    ]);
    // The server reads it off the request; the row says when it is ready.
    const row = dialog.getByRole("listitem").filter({ hasText: "course.pdf" });
    await row.getByRole("link", { name: "Review" }).click();
    await page.getByRole("heading", { name: "Review certificate" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe(certificate.fields.title);
    expect(await page.getByLabel("Completion date").inputValue()).toBe(
      certificate.fields.completionDate,
    );
    expect(Number(await page.getByLabel("Credits").inputValue())).toBe(certificate.fields.credits);
    await page.getByText("Read from:").first().waitFor();
    expect(await page.getByRole("checkbox", { name: /RN/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Credit added" }).first().waitFor();
    await page.waitForURL(`**/certifications/${licenseId}`);
    await page.getByText(certificate.fields.title).first().waitFor();
    const credits = (await (await api.get(`/api/certifications/${licenseId}/credits`)).json()) as {
      title: string;
      certificateUrl: string | null;
    }[];
    const saved = credits.find((credit) => credit.title === certificate.fields.title);
    expect(saved?.certificateUrl).not.toBeNull();
    const kept = await api.get(saved?.certificateUrl ?? "");
    expect(Buffer.from(await kept.body()).equals(data)).toBe(true);
  });

  it("works on a phone: the camera is offered, nothing scrolls sideways", async () => {
    const page = await pages.open({
      signedInAs: "nurse_ines",
      viewport: { width: 375, height: 740 },
    });
    await page.goto(`/certifications/${licenseId}`);
    await page.getByRole("button", { name: "Add from certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Add from certificate" });
    await dialog.getByRole("button", { name: "Take a photo" }).waitFor();
    const camera = dialog.getByLabel("Photo to read");
    expect(await camera.getAttribute("capture")).toBe("environment");
    expect(await camera.getAttribute("accept")).toBe("image/*");
    await camera.setInputFiles({ name: "IMG_0042.png", mimeType: "image/png", buffer: png });
    await dialog
      .getByRole("listitem")
      .filter({ hasText: "IMG_0042.png" })
      .getByRole("status")
      .count();
    await dialog
      .getByRole("listitem")
      .filter({ hasText: "IMG_0042.png" })
      .getByText(/Waiting to be read|Reading|Ready to review|Could not be read/)
      .waitFor();
    expect(await layoutWidth(page)).toBeLessThanOrEqual(375);
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.goto("/captures");
    await page.getByText("2 certificates waiting").waitFor();
    expect(await layoutWidth(page)).toBeLessThanOrEqual(375);
    const waiting = (await inbox())[0];
    await page.goto(`/captures/${waiting?.id}`);
    await page.getByRole("heading", { name: "Review certificate" }).waitFor();
    expect(await layoutWidth(page)).toBeLessThanOrEqual(375);
  });
});
