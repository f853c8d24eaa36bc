import type { DocumentPage, DocumentText } from "@common/capture/document-text";
import { maxPdfPages } from "@common/captures";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { CheckedFile } from "./check-file";
import { ocrPage, readImage, readUpright } from "./ocr-image";
import type { OcrEngine, OcrPool } from "./ocr-pool";
import { openPdf, pageSize, pageTextLines, renderPage } from "./pdf-document";
import { eachPage } from "./read-pdf-text";

/** A scanned page is drawn this many pixels on its longer side for OCR (about 200 dpi). */
const renderedSide = 2200;
/** A page whose text layer has fewer words is a scan (perhaps with a page number stamped on). */
const fewestTextWords = 3;

/**
 * A checked file's text with positions: a PDF's text layer where it has one, its pages without
 * text drawn and read by OCR, an image read by OCR. The document's source is "ocr" as soon as
 * one page was read by OCR. The whole reading holds one of the pool's engines, so the pool's
 * size bounds how many documents are open at once.
 */
export function readDocumentText(
  bytes: Uint8Array,
  type: CheckedFile["type"],
  pool: OcrPool,
): Promise<DocumentText> {
  return pool.run(async (engine) => {
    if (type === "application/pdf") return readPdf(engine, bytes);
    return { source: "ocr", pages: [await readImage(engine, bytes)], pageCount: 1 };
  });
}

async function readPdf(engine: OcrEngine, bytes: Uint8Array): Promise<DocumentText> {
  const pdf = await openPdf(bytes);
  let scanned = false;
  try {
    const text = await eachPage(pdf, maxPdfPages, async (page, number) => {
      const lines = await pageTextLines(page);
      const words = lines.reduce((count, line) => count + line.words.length, 0);
      if (words >= fewestTextWords) return { number, ...pageSize(page), lines };
      scanned = true;
      return readScannedPage(engine, page, number);
    });
    return scanned ? { ...text, source: "ocr" } : text;
  } finally {
    await pdf.destroy();
  }
}

/**
 * A page drawn and read by OCR, its boxes brought back to the page's points. A scan turned on
 * its page reads best turned back; its page then is the turned one (shownBox turns a box back).
 */
async function readScannedPage(
  engine: OcrEngine,
  page: PDFPageProxy,
  number: number,
): Promise<DocumentPage> {
  const { image, scale } = await renderPage(page, renderedSide);
  return ocrPage(number, pageSize(page), await readUpright(engine, image), scale);
}
