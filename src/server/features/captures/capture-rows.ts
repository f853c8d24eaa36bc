import type { Capture, CaptureFileType } from "@common/captures";
import { captureMessages } from "@common/captures";
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
  };
}
