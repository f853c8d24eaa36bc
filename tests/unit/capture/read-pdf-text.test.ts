import { describe, expect, it } from "vitest";
import { readPdfText } from "../../../src/server/features/captures/reading/read-pdf-text";
import { readingMessages } from "../../../src/server/features/captures/reading/reading-refusal";
import { certificateLines, certificatePdf } from "../../support/certificate-files";

describe("readPdfText", () => {
  it("reads each line of the text layer with its words' boxes in points from the top left", async () => {
    const text = await readPdfText(await certificatePdf(certificateLines));
    expect(text.source).toBe("text-layer");
    expect(text.pageCount).toBe(1);
    const [page] = text.pages;
    expect(page).toMatchObject({ number: 1, width: 612, height: 792 });
    expect(page?.lines.map((line) => line.text)).toEqual(certificateLines.map((line) => line.text));
    // pdfkit places a line's top at y; its letters sit within the line's font size below that.
    const title = page?.lines[0];
    expect(title?.box.x).toBeCloseTo(72, 0);
    expect(title?.box.y).toBeGreaterThan(95);
    expect(title?.box.y).toBeLessThan(110);
    expect(title?.box.height).toBeCloseTo(28, 0);
    const words = title?.words ?? [];
    expect(words.map((word) => word.text)).toEqual(["Certificate", "of", "Completion"]);
    expect(words.every((word) => word.confidence === 1)).toBe(true);
    const [first, second, third] = words.map((word) => word.box);
    expect(first && second && first.x + first.width <= second.x).toBe(true);
    expect(second && third && second.x + second.width <= third.x).toBe(true);
    // "Certificate of Completion" at 28 pt in DejaVu Sans is about 350 points wide.
    expect(title?.box.width).toBeGreaterThan(330);
    expect(title?.box.width).toBeLessThan(370);
    const date = page?.lines[3];
    expect(date?.box.y).toBeGreaterThan(285);
    expect(date?.box.y).toBeLessThan(300);
  });

  it("reads the first 20 pages of a longer PDF and says how many it has", async () => {
    const text = await readPdfText(await certificatePdf(certificateLines, { pages: 21 }));
    expect(text.pages).toHaveLength(20);
    expect(text.pages.at(-1)?.number).toBe(20);
    expect(text.pageCount).toBe(21);
  });

  it("refuses a PDF protected by a password", async () => {
    const locked = await certificatePdf(certificateLines, { userPassword: "secret" });
    await expect(readPdfText(locked)).rejects.toThrow(readingMessages.pdfPassword);
    expect(readingMessages.pdfPassword).toMatch(/^This PDF is protected by a password/);
  });

  it("refuses a truncated PDF as damaged", async () => {
    const whole = await certificatePdf(certificateLines);
    await expect(readPdfText(whole.subarray(0, whole.length / 2))).rejects.toThrow(
      readingMessages.damagedPdf,
    );
    await expect(readPdfText(Buffer.from("%PDF-1.7\n"))).rejects.toThrow(
      readingMessages.damagedPdf,
    );
  });
});
