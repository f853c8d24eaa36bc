import type { CaptureFileType } from "@common/captures";
import { categoryKey } from "@common/certifications/requirements";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, educationCredits, files } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import type { Job } from "../../jobs/scheduler";
import { keepCaptureLease } from "./capture-lease";
import {
  type CaptureReading,
  captureFailures,
  claimCapture,
  failCapture,
  finishCapture,
  maxCaptureAttempts,
} from "./capture-queue";
import type { CaptureRow } from "./capture-rows";
import { ReadingRefusal } from "./reading/reading-refusal";

/** Reads one file: its type, and the user's category names to match the words to. */
export type ReadCapture = (
  data: Buffer,
  fileType: CaptureFileType,
  categories: string[],
) => Promise<CaptureReading>;

/**
 * `leaseMs`: how long a reader's claim holds without being renewed (CAPTURE_LEASE_SECONDS);
 * a reader renews it every third of it while it reads.
 */
export type CaptureReaderDeps = ServiceDeps & { read: ReadCapture; leaseMs: number };

/** The category names the user's certifications ask for and her credits are tagged with. */
async function userCategories(db: Database, userId: number): Promise<string[]> {
  const asked = await db
    .select({ requirements: certifications.requirements })
    .from(certifications)
    .where(eq(certifications.userId, userId));
  const tagged = await db
    .select({ categories: educationCredits.categories })
    .from(educationCredits)
    .where(eq(educationCredits.userId, userId));
  const names = [
    ...asked.flatMap((row) => row.requirements.categories.map((category) => category.name)),
    ...tagged.flatMap((row) => row.categories),
  ];
  const byKey = new Map(names.map((name) => [categoryKey(name), name]));
  return [...byKey.values()];
}

async function readOne(deps: CaptureReaderDeps, capture: CaptureRow) {
  const stopRenewing = keepCaptureLease(deps, capture);
  try {
    await readHeld(deps, capture);
  } finally {
    await stopRenewing();
  }
}

async function readHeld({ db, clock, read }: CaptureReaderDeps, capture: CaptureRow) {
  if (capture.attempts > maxCaptureAttempts) {
    await failCapture(db, capture, captureFailures.gaveUp, clock.now());
    return;
  }
  const [file] = await db
    .select({ data: files.data })
    .from(files)
    .where(eq(files.id, capture.fileId));
  if (!file) return;
  try {
    const reading = await read(
      file.data,
      capture.fileType as CaptureFileType,
      await userCategories(db, capture.userId),
    );
    await finishCapture(db, capture, reading, clock.now());
  } catch (error) {
    if (!(error instanceof ReadingRefusal)) throw error;
    await failCapture(db, capture, error.message, clock.now());
  }
}

/**
 * Reads every capture waiting, `workers` at a time, until none waits; answers how many were
 * taken. A reading that throws a fault leaves its capture `reading`: its lease is no longer
 * renewed, runs out, and the capture is taken again, up to `maxCaptureAttempts`.
 */
export async function readWaitingCaptures(
  deps: CaptureReaderDeps,
  workers: number,
): Promise<{ taken: number }> {
  let taken = 0;
  const work = async () => {
    for (;;) {
      const capture = await claimCapture(deps.db, deps.clock.now(), deps.leaseMs);
      if (!capture) return;
      taken += 1;
      await readOne(deps, capture);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return { taken };
}

export const captureReadingJobName = "capture-reading";

/** Reads waiting captures every 5 seconds, and at once when one is added (see runNow). */
export function captureReadingJob(deps: CaptureReaderDeps, workers: number): Job {
  return {
    name: captureReadingJobName,
    everyMs: 5_000,
    run: () => readWaitingCaptures(deps, workers),
  };
}
