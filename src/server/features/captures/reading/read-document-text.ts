import type { DocumentPage, DocumentText } from "@common/capture/document-text";
import type { CheckedFile } from "./check-file";
import { ocrImage, readUpright, scaleLines } from "./ocr-image";
import type { OcrPool } from "./ocr-pool";
import { openPdf, pageSize, pageTextLines, renderPage } from "./pdf-document";
import { eachPage, maxPdfPages } from "./read-pdf-text";

/** A scanned page is drawn this many pixels on its longer side for OCR (about 200 dpi). */
const renderedSide = 2200;

/**
 * A checked file's text with positions: a PDF's text layer where it has one, its pages without
 * text drawn and read by OCR, an image read by OCR. The document's source is "ocr" as soon as
 * one page was read by OCR.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  type: CheckedFile["type"],
  pool: OcrPool,
): Promise<DocumentText> {
  if (type !== "application/pdf") {
    return { source: "ocr", pages: [await ocrImage(bytes, pool)], pageCount: 1 };
  }
  const pdf = await openPdf(bytes);
  let scanned = false;
  try {
    const text = await eachPage(pdf, maxPdfPages, async (page, number): Promise<DocumentPage> => {
      const size = pageSize(page);
      const lines = await pageTextLines(page);
      if (lines.length > 0) return { number, ...size, lines };
      scanned = true;
      const ocrLines = await pool.run(async (engine) => {
        const { png, scale } = await renderPage(page, renderedSide);
        const { result, quarterTurns } = await readUpright(engine, png);
        // A scan turned on its page reads best turned back; its boxes then are the turned
        // page's, which the review shows turned the same way.
        return { lines: scaleLines(result.lines, 1 / scale), quarterTurns };
      });
      const turned = ocrLines.quarterTurns % 2 === 1;
      return {
        number,
        width: turned ? size.height : size.width,
        height: turned ? size.width : size.height,
        lines: ocrLines.lines,
      };
    });
    return scanned ? { ...text, source: "ocr" } : text;
  } finally {
    await pdf.destroy();
  }
}
