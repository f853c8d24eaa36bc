import type { DocumentPage, DocumentText } from "@common/capture/document-text";
import { maxPdfPages } from "@common/captures";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openPdf, pageSize, pageTextLines, pdfRefusal } from "./pdf-document";

/**
 * A PDF's text layer: the lines of its first `maxPages` pages with each word's box, in points
 * from the top left, and how many pages it has in all. A page without text (a scan) comes
 * with no lines; readDocumentText reads those by OCR. Throws a ReadingRefusal for a PDF that
 * is protected by a password or damaged.
 */
export async function readPdfText(
  bytes: Uint8Array,
  { maxPages = maxPdfPages }: { maxPages?: number } = {},
): Promise<DocumentText> {
  const pdf = await openPdf(bytes);
  try {
    return await eachPage(pdf, maxPages, async (page, number) => ({
      number,
      ...pageSize(page),
      lines: await pageTextLines(page),
    }));
  } finally {
    await pdf.destroy();
  }
}

/** The first `maxPages` pages read one by one (each released after), as a text-layer read. */
export async function eachPage(
  pdf: PDFDocumentProxy,
  maxPages: number,
  read: (page: PDFPageProxy, number: number) => Promise<DocumentPage>,
): Promise<DocumentText> {
  const pages: DocumentPage[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
    const page = await pdf.getPage(number).catch((error: unknown) => {
      throw pdfRefusal(error);
    });
    try {
      pages.push(await read(page, number));
    } finally {
      page.cleanup();
    }
  }
  return { source: "text-layer", pages, pageCount: pdf.numPages };
}
