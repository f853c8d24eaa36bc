import type { CaptureFieldName, CaptureFields } from "@common/capture/capture-fields";
import type { FieldEvidence, PageSize } from "@common/capture/document-text";
import { and, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { captures } from "../../db/schema";
import type { CaptureRow } from "./capture-rows";

/** What reading a capture's file gives. */
export type CaptureReading = {
  pages: number;
  /** Each page read, its size in the units of the evidence boxes, for the review to outline them. */
  pageSizes: PageSize[];
  fields: CaptureFields;
  evidence: Partial<Record<CaptureFieldName, FieldEvidence[]>>;
  confidence: Partial<Record<CaptureFieldName, number>>;
  /** Said to the user beside the fields (what could not be found, pages left unread). */
  note: string | null;
};

/** Readings of one capture at most: a file that kills its reader every time fails. */
export const maxCaptureAttempts = 3;

export const captureFailures = {
  gaveUp: "Reading this certificate failed; fill in the fields yourself",
} as const;

/**
 * Takes the oldest capture waiting to be read, or one whose reading's lease ran out (its
 * reader died), for this reader: `reading`, a lease of `leaseMs`, one more attempt. Any number
 * of readers in any number of instances take each capture once (FOR UPDATE SKIP LOCKED).
 */
export async function claimCapture(
  db: Database,
  now: Date,
  leaseMs: number,
): Promise<CaptureRow | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const [claimed] = await queryRows<{ id: number }>(
    db,
    sql`update captures set status = 'reading', lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
      where id = (
        select id from captures
        where status = 'queued' or (status = 'reading' and lease_until < ${now.toISOString()}::timestamptz)
        order by created_at, id
        for update skip locked
        limit 1)
      returning id`,
  );
  if (!claimed) return null;
  const [row] = await db.select().from(captures).where(eq(captures.id, claimed.id));
  return row ?? null;
}

/** Only the reader holding the capture's latest claim may finish it. */
const stillClaimed = (capture: CaptureRow) =>
  and(
    eq(captures.id, capture.id),
    eq(captures.status, "reading"),
    eq(captures.attempts, capture.attempts),
  );

/**
 * Gives the reader's claim a new lease of `leaseMs` from `now`; answers false once the claim
 * is lost (the capture was taken again after the lease ran out, finished, or discarded).
 */
export async function renewCaptureLease(
  db: Database,
  capture: CaptureRow,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(captures)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(stillClaimed(capture))
    .returning({ id: captures.id });
  return renewed.length > 0;
}

/** Stores what was read: the capture is ready for review. */
export async function finishCapture(
  db: Database,
  capture: CaptureRow,
  reading: CaptureReading,
  now: Date,
): Promise<void> {
  await db
    .update(captures)
    .set({
      status: "ready",
      pages: reading.pages,
      pageSizes: reading.pageSizes,
      fields: reading.fields,
      evidence: reading.evidence,
      confidence: reading.confidence,
      error: reading.note,
      leaseUntil: null,
      readAt: now,
    })
    .where(stillClaimed(capture));
}

/** The file could not be read: failed, with what to tell the user. */
export async function failCapture(
  db: Database,
  capture: CaptureRow,
  message: string,
  now: Date,
): Promise<void> {
  await db
    .update(captures)
    .set({ status: "failed", error: message, leaseUntil: null, readAt: now })
    .where(stillClaimed(capture));
}
