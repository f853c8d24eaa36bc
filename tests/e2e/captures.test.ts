import { captureUploadRule } from "@common/captures";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { creditsOfRequiredText } from "@common/certifications/credits-unit";
import {
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
  request,
} from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CorpusCertificate,
  certificateCorpus,
  certificatesInHoursBy,
} from "../support/certificate-corpus/certificate-corpus";
import { left, type PageLayout, portrait } from "../support/certificate-corpus/certificate-facts";
import { scanOf } from "../support/certificate-corpus/certificate-images";
import { certificatePdf } from "../support/certificate-corpus/certificate-pdf";
import { pdf, png } from "../support/certifications";
import { addCertificationThroughApi } from "./support/account-data";
import { setUpAppWithAccounts } from "./support/app-with-accounts";
import { seriousAccessibilityViolations } from "./support/axe";
import { setUpBrowser } from "./support/browser";
import { type DroppedFile, dropFiles } from "./support/drop-files";

// A nurse adds her certificates by dropping them instead of typing them: the files go up a few
// at a time, each in its own row, and wait in her inbox to be read and reviewed; the server
// reads them, and her review starts from what it read.
const app = setUpAppWithAccounts([{ username: "nurse_ines" }, { username: "engineer_kai" }]);
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
    // The corpus's certificates were completed in 2025 and 2026.
    reportingPeriodStart: "2025-01-01",
    reportingPeriodEnd: addDays(today, 400),
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
});

afterAll(async () => {
  await api?.dispose();
});

/**
 * Points at (or taps) the words the title was read from: their outline shows over the page
 * image, in view without scrolling, and none before.
 */
async function expectTitleOutlined(
  page: Page,
  image: Locator,
  title: string,
  point: string,
  viewport: { width: number; height: number },
) {
  await image.waitFor();
  const highlight = page.getByTestId("evidence-highlight");
  expect(await highlight.count()).toBe(0);
  // The title is the form's first field, so its words are the first named.
  const readFrom = page.getByRole("button", { name: /^Read from:/ }).first();
  expect(await readFrom.innerText()).toContain(title);
  await (point === "tap" ? readFrom.click() : readFrom.hover());
  await highlight.first().waitFor();
  const box = await highlight.first().boundingBox();
  const shown = await image.boundingBox();
  if (!box || !shown) throw new Error("the outline and the certificate are on the screen");
  // Over the certificate, and in view without scrolling.
  expect(box.x).toBeGreaterThanOrEqual(shown.x);
  expect(box.x + box.width).toBeLessThanOrEqual(shown.x + shown.width);
  expect(box.y).toBeGreaterThanOrEqual(Math.max(0, shown.y));
  expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, shown.y + shown.height));
  // Seen, not clipped away by the pages' own scrolling box: what shows at the outline's middle
  // is the page it outlines (the outline itself lets the pointer through).
  const seen = await image.evaluate(
    (img, [x, y]) => document.elementFromPoint(x ?? 0, y ?? 0) === img,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(seen, "the outlined words are in view").toBe(true);
}

/** Whether nothing lies over the button: what is drawn at its centre is the button. */
async function isUncovered(button: Locator): Promise<boolean> {
  await button.scrollIntoViewIfNeeded();
  return button.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && element.contains(top);
  });
}

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

/** Picks files with "Choose files", as a phone's file picker gives them. */
async function pickFiles(page: Page, files: DroppedFile[]) {
  await page.getByLabel("Files to read").setInputFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: file.type,
      buffer: Buffer.from(file.base64, "base64"),
    })),
  );
}

const pdfFile = async (certificate: CorpusCertificate, name: string) => ({
  name,
  type: "application/pdf",
  base64: (await certificate.pdf()).toString("base64"),
});

/** The letter some providers put before the certificate: its fields are read on page 2. */
const coverLetter: PageLayout = {
  ...portrait,
  rows: [
    left("Thank you for learning with us.", 11),
    left("Your certificate follows on the next page. Keep it with your records.", 11, 8),
  ],
};

const coveredPdfFile = async (certificate: CorpusCertificate, name: string) => ({
  name,
  type: "application/pdf",
  base64: (await certificatePdf([coverLetter, ...certificate.pages])).toString("base64"),
});

const layoutWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const corpus = certificateCorpus();

/** The RN's certificates completed by today, one of each title. */
const nursing = corpus.filter(
  (one, index, all) =>
    one.fields.creditsUnit === "contact hours" &&
    one.fields.completionDate !== null &&
    one.fields.completionDate <= today &&
    all.findIndex((other) => other.fields.title === one.fields.title) === index,
);

/**
 * On each device she sends a scan of a nursing certificate, reviewed there, with two PDFs left
 * for later: dropped from a desktop's file manager, picked from a phone's files and tapped.
 */
const devices = [
  {
    device: "desktop",
    how: "dropped",
    viewport: { width: 1280, height: 800 },
    send: dropFiles,
    point: "hover",
    reviewed: nursing[0],
    others: corpus.slice(1, 3),
  },
  {
    device: "phone",
    how: "picked",
    viewport: { width: 375, height: 740 },
    send: pickFiles,
    point: "tap",
    reviewed: nursing[1],
    others: corpus.slice(3, 5),
  },
].map((device) => {
  if (!device.reviewed) throw new Error("the corpus has two nursing certificates of past days");
  return { ...device, reviewed: device.reviewed };
});

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
    // This PDF has no page (it cannot be read): nothing is drawn, its file is a link away.
    await page.getByText(/cannot be shown here|show here once it is read/).waitFor();
    expect(await page.getByRole("img", { name: /^The certificate: / }).count()).toBe(0);
    const original = page.getByRole("link", { name: "Open the original file" });
    expect(await original.getAttribute("href")).toBe(`/api/captures/${pdfCapture?.id}/file`);
    const file = await api.get(`/api/captures/${pdfCapture?.id}/file`);
    expect(file.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL(`**/certifications/${licenseId}`);
  });

  it.each(devices)(
    "on a $device: three certificates $how, one reviewed with the words of a field outlined on it, saved as a credit with its certificate",
    async ({ device, viewport, send, point, reviewed, others }) => {
      const title = reviewed.fields.title ?? "";
      const scan = await scanOf(await reviewed.pdf(), reviewed.id);
      const files = [
        { name: `${device}-certificate.png`, type: "image/png", base64: scan.toString("base64") },
        ...(await Promise.all(
          others.map(async (other, index) =>
            (index === 0 ? coveredPdfFile : pdfFile)(other, `${device}-${index + 1}.pdf`),
          ),
        )),
      ];
      const page = await pages.open({ signedInAs: "nurse_ines", viewport });
      await page.goto(`/certifications/${licenseId}`);
      await page.getByRole("button", { name: "Add from certificate" }).click();
      const dialog = page.getByRole("dialog", { name: "Add from certificate" });
      await send(page, files);
      // The server reads them off the request; each row says when it is ready.
      const rows = dialog.getByRole("list", { name: "Certificates sent" }).getByRole("listitem");
      for (const file of files) {
        await rows.filter({ hasText: file.name }).getByText("Ready to review").waitFor();
      }
      expect(await layoutWidth(page)).toBeLessThanOrEqual(viewport.width);
      await rows
        .filter({ hasText: `${device}-certificate.png` })
        .getByRole("link", { name: "Review" })
        .click();

      await page.getByRole("heading", { name: "Review certificate" }).waitFor();
      const image = page.getByRole("img", { name: `The certificate: ${device}-certificate.png` });
      await image.waitFor();
      expect(await page.getByLabel("Title").inputValue()).toBe(title);
      expect(await page.getByLabel("Completion date").inputValue()).toBe(
        reviewed.fields.completionDate,
      );
      expect(Number(await page.getByLabel("Credits").inputValue())).toBe(reviewed.fields.credits);
      expect(await page.getByRole("checkbox", { name: /RN/ }).isChecked()).toBe(true);
      expect(await layoutWidth(page)).toBeLessThanOrEqual(viewport.width);

      // Pointing at (or tapping) the words the title was read from outlines them on the page.
      await expectTitleOutlined(page, image, title, point, viewport);

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Credit added" }).first().waitFor();
      await page.waitForURL(`**/certifications/${licenseId}`);
      const credit = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      const view = credit.getByRole("link", { name: `View certificate for ${title}` });
      await view.waitFor();
      const kept = await page.request.get((await view.getAttribute("href")) ?? "");
      expect(Buffer.from(await kept.body()).equals(scan)).toBe(true);
      expect(await layoutWidth(page)).toBeLessThanOrEqual(viewport.width);

      // A PDF left for later is shown the same way, its pages drawn, its words outlined: read
      // behind a cover letter, on page 2, and outlined there.
      const pdfCapture = (await inbox()).find((row) => row.fileName === `${device}-1.pdf`);
      const pdfTitle = others[0]?.fields.title ?? "";
      await page.goto(`/captures/${pdfCapture?.id}`);
      const pdfPage = page.getByRole("img", {
        name: new RegExp(`^The certificate: ${device}-1\\.pdf, page 2 of`),
      });
      await expectTitleOutlined(page, pdfPage, pdfTitle, point, viewport);
      await discardAll(files.map((file) => file.name));
    },
  );
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

  it("ten certificates dropped, reviewed and saved", async () => {
    // A year of certificates in hours, completed by today, as text PDFs.
    const year = certificatesInHoursBy(today);
    const days = year.map((one) => one.fields.completionDate ?? today).sort();
    const engineer = await request.newContext({
      baseURL: app.server.url,
      storageState: app.signedIn.engineer_kai,
    });
    const peId = await addCertificationThroughApi(engineer, {
      name: "PE",
      provider: "Board of Professional Engineers",
      reportingPeriodStart: days[0],
      reportingPeriodEnd: addDays(today, 400),
      creditsRequired: 40,
      creditsUnit: "hours",
    });
    await engineer.dispose();
    const files = await Promise.all(
      year.map((one, index) => pdfFile(one, `certificate-${index + 1}.pdf`)),
    );
    const truthOf = new Map(files.map((file, index) => [file.name, year[index]]));

    const page = await pages.open({ signedInAs: "engineer_kai" });
    await page.goto(`/certifications/${peId}`);
    await page.getByRole("button", { name: "Add from certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Add from certificate" });
    await dropFiles(page, files);
    const rows = dialog.getByRole("list", { name: "Certificates sent" }).getByRole("listitem");
    for (const file of files) {
      await rows.filter({ hasText: file.name }).getByText("Ready to review").waitFor();
    }
    await rows.first().getByRole("link", { name: "Review" }).click();

    // Each review starts from what was read; she checks it and goes on to the next.
    const reviewed = new Set<string>();
    for (let count = 1; count <= files.length; count++) {
      await page.getByRole("heading", { name: "Review certificate" }).waitFor();
      const shown = page.getByRole("img", { name: /^The certificate: / }).first();
      const fileName =
        /^The certificate: (.+?\.pdf)/.exec((await shown.getAttribute("alt")) ?? "")?.[1] ?? "";
      const truth = truthOf.get(fileName)?.fields;
      if (!truth) throw new Error(`${fileName} is one of the ten`);
      reviewed.add(fileName);
      expect(await page.getByLabel("Title").inputValue()).toBe(truth.title);
      expect(await page.getByLabel("Provider").inputValue()).toBe(truth.provider);
      expect(Number(await page.getByLabel("Credits").inputValue())).toBe(truth.credits);
      expect(await page.getByLabel("Completion date").inputValue()).toBe(truth.completionDate);
      expect(await page.getByRole("checkbox", { name: /PE/ }).isChecked()).toBe(true);
      const address = page.url();
      if (count < files.length) {
        await page.getByRole("button", { name: "Save and next" }).click();
        await page.waitForURL((url) => url.href !== address);
        // The next review says so in the page, and no notice lies over its buttons.
        await page
          .getByRole("status")
          .filter({
            hasText: `Credit added: saved “${truth.title}”. ${files.length - count} left to review.`,
          })
          .waitFor();
        expect(
          await page
            .getByRole("region", { name: /^Notifications/ })
            .getByRole("listitem")
            .count(),
        ).toBe(0);
        // The last review has no Save and next.
        const buttons =
          count < files.length - 1 ? ["Save and next", "Discard"] : ["Save", "Discard"];
        for (const name of buttons) {
          expect(await isUncovered(page.getByRole("button", { name, exact: true }))).toBe(true);
        }
      } else {
        expect(await page.getByRole("button", { name: "Save and next" }).count()).toBe(0);
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await page.waitForURL(`**/certifications/${peId}`);
      }
    }
    expect(reviewed.size).toBe(10);

    const credits = page.getByRole("region", { name: "Credits" }).getByRole("listitem");
    for (const [name, certificate] of truthOf) {
      const title = certificate?.fields.title ?? "";
      const credit = credits.filter({
        has: page.getByRole("heading", { name: title, exact: true }),
        hasText: certificate?.fields.provider ?? "",
      });
      await credit.first().waitFor();
      const views = credit.getByRole("link", { name: `View certificate for ${title}` });
      const kept = await Promise.all(
        (await views.all()).map(async (view) =>
          (await page.request.get((await view.getAttribute("href")) ?? "")).body(),
        ),
      );
      const file = files.find((one) => one.name === name);
      expect(kept.some((bytes) => bytes.toString("base64") === file?.base64)).toBe(true);
    }
    expect(await credits.getByRole("link", { name: /^View certificate for / }).count()).toBe(10);
    const hours = year.reduce((sum, one) => sum + (one.fields.credits ?? 0), 0);
    const progress = page.getByRole("heading", { name: "Progress explained" }).locator("../..");
    expect(await progress.innerText()).toMatch(
      new RegExp(`Counted\\s+${creditsOfRequiredText(hours, 40, "hours")}`),
    );
  });
});
