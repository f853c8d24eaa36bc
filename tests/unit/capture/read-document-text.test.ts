import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type DocumentText, shownBox } from "../../../src/common/capture/document-text";
import { ocrImage } from "../../../src/server/features/captures/reading/ocr-image";
import { createOcrPool } from "../../../src/server/features/captures/reading/ocr-pool";
import { readDocumentText } from "../../../src/server/features/captures/reading/read-document-text";
import { certificateLines, certificatePdf, certificatePng } from "../../support/certificate-files";

// OCR takes about a second a page here: every test shares one worker, started by the first.
const pool = createOcrPool(1);
afterAll(() => pool.close());

const lineTexts = (text: DocumentText) =>
  text.pages.flatMap((page) => page.lines.map((line) => line.text));

function wordBox(text: DocumentText, word: string) {
  const found = text.pages
    .flatMap((page) => page.lines.flatMap((line) => line.words))
    .find((candidate) => candidate.text === word);
  if (!found) throw new Error(`"${word}" was not read`);
  return found;
}

// OCR reads real images in worker threads: seconds on a busy machine, so each test may take up
// to 30 s before it is called stuck (the unit project's default is 5 s).
describe("readDocumentText", { timeout: 30_000 }, () => {
  it("reads a text PDF from its text layer, without OCR", async () => {
    const text = await readDocumentText(
      await certificatePdf(certificateLines),
      "application/pdf",
      pool,
    );
    expect(text.source).toBe("text-layer");
    expect(lineTexts(text)).toEqual(certificateLines.map((line) => line.text));
  });

  it("reads a scan by OCR, with each word's box and confidence in the image's pixels", async () => {
    // Takes about a second: OCR of a 1224 × 1584 scan.
    const png = await certificatePng(certificateLines, 2);
    const text = await readDocumentText(png, "image/png", pool);
    expect(text).toMatchObject({ source: "ocr", pageCount: 1 });
    expect(text.pages[0]).toMatchObject({ number: 1, width: 1224, height: 1584 });
    expect(lineTexts(text)).toEqual(certificateLines.map((line) => line.text));
    const completion = wordBox(text, "Completion");
    expect(completion.confidence).toBeGreaterThan(0.8);
    // Drawn at 2 pixels a point: the title's top at 200 px, its letters 56 px high, from x 144.
    expect(completion.box.y).toBeGreaterThan(195);
    expect(completion.box.y + completion.box.height).toBeLessThan(275);
    expect(wordBox(text, "Certificate").box.x).toBeGreaterThan(140);
    expect(wordBox(text, "Certificate").box.x).toBeLessThan(160);
  });

  it("turns a photo upright by its camera's orientation before reading it", async () => {
    // Takes about a second: one OCR.
    const upright = await certificatePng(certificateLines, 2);
    // Stored turned a quarter to the left, with EXIF orientation 6 saying to turn it back.
    const photo = await sharp(upright)
      .rotate(-90)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const page = await ocrImage(photo, pool);
    expect(page).toMatchObject({ width: 1224, height: 1584 });
    expect(page.lines.map((line) => line.text)).toContain("Certificate of Completion");
  });

  it("reads a photo taken sideways, turning it until the words read well", async () => {
    // Takes a few seconds: the image is read at each quarter turn until one reads well.
    const upright = await certificatePng(certificateLines, 2);
    const sideways = await sharp(upright).rotate(90).png().toBuffer();
    const page = await ocrImage(sideways, pool);
    expect(page).toMatchObject({ width: 1224, height: 1584, quarterTurns: 3 });
    expect(page.lines.map((line) => line.text)).toContain("Awarded 3.5 contact hours");
    // Outlined on the photo as it is shown, sideways: the title (upright 200 to 275 px from the
    // top) runs down the photo's right side, 1,584 px wide.
    const title = shownBox(
      wordBox({ source: "ocr", pages: [page], pageCount: 1 }, "Completion").box,
      page,
    );
    expect(title.height).toBeGreaterThan(title.width);
    expect(title.x).toBeGreaterThan(1584 - 280);
    expect(title.x + title.width).toBeLessThan(1584 - 190);
  });

  it("draws a scanned PDF page and reads it by OCR, in the page's points", async () => {
    // Takes about a second: one page drawn and read by OCR.
    const scan = await certificatePng(certificateLines, 2);
    // The scanner stamped a page number as text: two words do not make a text layer.
    const pdf = await certificatePdf([{ text: "Page 1", x: 520, y: 750, size: 9 }], {
      image: scan,
    });
    const text = await readDocumentText(pdf, "application/pdf", pool);
    expect(text).toMatchObject({ source: "ocr", pageCount: 1 });
    expect(text.pages[0]).toMatchObject({ width: 612, height: 792 });
    expect(lineTexts(text)).toContain("Completed March 4, 2025");
    const completed = wordBox(text, "Completed");
    expect(completed.box.x).toBeGreaterThan(68);
    expect(completed.box.x).toBeLessThan(80);
    expect(completed.box.y).toBeGreaterThan(286);
    expect(completed.box.y).toBeLessThan(300);
  });
});

describe("a photo taken askew", { timeout: 30_000 }, () => {
  it("is read with its slope taken out, and its words outlined where they are on the photo", async () => {
    // Takes a few seconds: the slope found on a small copy, then one OCR.
    const upright = await certificatePng(certificateLines, 2);
    // Held 3° askew: sharp turns it clockwise, in a frame grown to hold it.
    const askew = await sharp(upright).rotate(3, { background: "#ffffff" }).png().toBuffer();
    const text = await readDocumentText(askew, "image/png", pool);
    const page = text.pages[0];
    if (!page) throw new Error("no page read");
    // Turned back counter-clockwise by as much.
    expect(page.straightenedBy).toBeCloseTo((-3 * Math.PI) / 180, 2);
    expect(lineTexts(text)).toEqual(certificateLines.map((line) => line.text));
    // Read straight, the title's words share a line; outlined on the photo, the second one sits
    // lower than the first, as the slope put it.
    const [certificate, completion] = ["Certificate", "Completion"].map((word) =>
      shownBox(wordBox(text, word).box, page),
    );
    if (!certificate || !completion) throw new Error("title not read");
    const drop = completion.y - certificate.y;
    const run = completion.x - certificate.x;
    expect(Math.atan2(drop, run)).toBeCloseTo((3 * Math.PI) / 180, 1);
  });
});
