import { captureSuggestions } from "@common/capture/suggestions";
import type { Capture, CaptureCreditInput } from "@common/captures";
import { captureMessages } from "@common/captures";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { captures, certifications, educationCredits, files, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { readPage, totalRows } from "../../shared/pagination";
import { addCredit } from "../credits/change-credits";
import type { CreditRow } from "../credits/credit-rows";
import { type CaptureRow, ownCapture, toCapture } from "./capture-rows";

/** The user's active certifications, as suggestions weigh them. */
async function suggestionCandidates(db: Database, userId: number) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      creditsUnit: certifications.creditsUnit,
      reportingPeriodStart: certifications.reportingPeriodStart,
      reportingPeriodEnd: certifications.reportingPeriodEnd,
      requirements: certifications.requirements,
    })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.status, "active")))
    .orderBy(
      sql`coalesce(${certifications.expirationDate}, ${certifications.reportingPeriodEnd}) asc nulls last`,
      asc(certifications.id),
    );
}

async function answer(db: Database, userId: number, rows: CaptureRow[]): Promise<Capture[]> {
  const ready = rows.some((row) => row.fields !== null);
  const candidates = ready ? await suggestionCandidates(db, userId) : [];
  return rows.map((row) =>
    toCapture(row, row.fields ? captureSuggestions(row.fields, candidates) : []),
  );
}

/** The user's inbox, a page at a time, newest first. */
export async function listCaptures(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: Capture[]; total: number }> {
  const where = eq(captures.userId, userId);
  const select = db
    .select({ capture: captures, total: totalRows() })
    .from(captures)
    .where(where)
    .orderBy(desc(captures.createdAt), desc(captures.id));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: captures, where }, page);
  return {
    rows: await answer(
      db,
      userId,
      rows.map((row) => row.capture),
    ),
    total,
  };
}

/** One capture of the user's, with its suggestions; another user's is 404. */
export async function readCapture(db: Database, userId: number, id: number): Promise<Capture> {
  const [capture] = await answer(db, userId, [await ownCapture(db, userId, id)]);
  if (!capture) throw new Error("a capture was not answered");
  return capture;
}

/**
 * Saves the reviewed fields as a credit counting toward the certifications chosen, with the
 * capture's file as its certificate, in one transaction; the capture then leaves the inbox.
 */
export async function saveCaptureAsCredit(
  deps: ServiceDeps,
  user: UserRow,
  id: number,
  input: CaptureCreditInput,
): Promise<CreditRow> {
  return deps.db.transaction(async (tx) => {
    const capture = await ownCapture(tx, user.id, id, { lock: true });
    if (capture.status === "queued" || capture.status === "reading") {
      throw new HttpError(409, captureMessages.notReady);
    }
    const [first, ...others] = input.certificationIds;
    if (first === undefined) throw new Error("the input names a certification");
    const credit = await addCredit({ db: tx, clock: deps.clock }, user, first, {
      ...input,
      certificationIds: others.length > 0 ? others : undefined,
    });
    // The file stays: it is the credit's certificate now, and the capture goes.
    await tx.delete(captures).where(eq(captures.id, capture.id));
    const [attached] = await tx
      .update(educationCredits)
      .set({ certificateFileId: capture.fileId, certificateName: capture.fileName })
      .where(eq(educationCredits.id, credit.id))
      .returning();
    if (!attached) throw new Error("the credit vanished in its transaction");
    return attached;
  });
}

/** Discards the capture and its file. */
export async function discardCapture(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const capture = await ownCapture(tx, userId, id, { lock: true });
    // Deleting the file removes the capture with it (on delete cascade).
    await tx.delete(files).where(and(eq(files.id, capture.fileId), eq(files.userId, userId)));
  });
}

/** The capture's file, for its owner. */
export async function captureFile(db: Database, userId: number, id: number) {
  const capture = await ownCapture(db, userId, id);
  const [file] = await db.select().from(files).where(eq(files.id, capture.fileId));
  if (!file) throw new HttpError(404, captureMessages.notFound);
  return { contentType: file.contentType, name: capture.fileName, data: file.data };
}
