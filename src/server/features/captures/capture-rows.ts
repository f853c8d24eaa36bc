import type { Capture, CaptureFileType, CapturePageImage } from "@common/captures";
import { captureMessages, maxPdfPages } from "@common/captures";
import type { Database } from "../../db/open";
import { ownRow, type RowLock } from "../../db/own-row";
import { captures } from "../../db/schema";

export type CaptureRow = typeof captures.$inferSelect;

/**
 * The user's capture, locked for the rest of the transaction when `lock` is set. Another user's
 * or a missing id answers the same 404.
 */
export function ownCapture(db: Database, userId: number, id: number, options?: RowLock) {
  return ownRow(db, captures, userId, id, captureMessages.notFound, options);
}

/** Where a capture's file is served to its owner. */
export function captureFileUrl(id: number): string {
  return `/api/captures/${id}/file`;
}

/** Where page `number` of a capture's PDF is drawn for its owner. */
export function capturePageUrl(id: number, number: number): string {
  return `/api/captures/${id}/pages/${number}`;
}

/**
 * How many of a PDF's pages the review shows: those read. One not read yet shows none, nor one
 * whose reading failed (it may not be drawable at all); its file is a link away.
 */
export function pagesShown(row: Pick<CaptureRow, "pages">): number {
  return row.pages === null ? 0 : Math.min(row.pages, maxPdfPages);
}

/**
 * The pages the review shows: an image is its own page; a PDF's pages are drawn one by one.
 * Each has its size in the units of its evidence boxes once read.
 */
function pageImages(row: CaptureRow): CapturePageImage[] {
  const sizes = row.pageSizes ?? [];
  if (row.fileType !== "application/pdf") {
    return [{ number: 1, url: captureFileUrl(row.id), size: sizes[0] ?? null }];
  }
  return Array.from({ length: pagesShown(row) }, (_, index) => ({
    number: index + 1,
    url: capturePageUrl(row.id, index + 1),
    size: sizes[index] ?? null,
  }));
}

/** A capture as the API answers it, with the certifications it could count toward. */
export function toCapture(row: CaptureRow, suggestions: Capture["suggestions"]): Capture {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    fileType: row.fileType as CaptureFileType,
    pages: row.pages,
    createdAt: row.createdAt.toISOString(),
    fields: row.fields,
    evidence: row.evidence ?? {},
    confidence: row.confidence ?? {},
    suggestions,
    error: row.error,
    fileUrl: captureFileUrl(row.id),
    pageImages: pageImages(row),
  };
}
