import type { DocumentPage, PageSize } from "@common/capture/document-text";
import { readCertificate } from "@common/capture/read-certificate";
import type { CaptureFileType } from "@common/captures";
import { captureMessages } from "@common/captures";
import type { CaptureReading } from "./capture-queue";
import type { ReadCapture } from "./read-waiting-captures";
import { checkFile } from "./reading/check-file";
import type { OcrPool } from "./reading/ocr-pool";
import { readDocumentText } from "./reading/read-document-text";

/**
 * A page's size as the review shows it, the frame its evidence boxes are in (shownBox): a page
 * read turned a quarter has the turned page's size.
 */
function shownSize(page: DocumentPage): PageSize {
  const sideways = (page.quarterTurns ?? 0) % 2 === 1;
  return sideways
    ? { width: page.height, height: page.width }
    : { width: page.width, height: page.height };
}

/** What the user is told beside the fields: what was not found, and pages left unread. */
function readingNote(
  reading: Omit<CaptureReading, "note" | "pageSizes">,
  pagesRead: number,
): string | null {
  const notes: string[] = [];
  if (reading.fields.title === null || reading.fields.credits === null) {
    notes.push(captureMessages.nothingFound);
  }
  if (reading.pages > pagesRead) {
    notes.push(`Only the first ${pagesRead} of its ${reading.pages} pages were read.`);
  }
  return notes.length > 0 ? notes.join(" ") : null;
}

/**
 * Reads a capture's file: checked from its header, its text found (the PDF's text layer, or
 * OCR through `pool`), and the certificate's fields read from it with the user's category
 * names. A file that cannot be read throws a ReadingRefusal with the user's message.
 */
export function certificateReader(pool: OcrPool): ReadCapture {
  return async (data: Buffer, fileType: CaptureFileType, categories: string[]) => {
    const checked = await checkFile(data, fileType);
    const document = await readDocumentText(data, checked.type, pool);
    const read = readCertificate(document, categories);
    const pageSizes = document.pages.map(shownSize);
    const reading = { pages: document.pageCount, pageSizes, ...read };
    return { ...reading, note: readingNote(reading, document.pages.length) };
  };
}
