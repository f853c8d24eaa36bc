import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import { recordCompletionIfReached } from "../certifications/completion";
import type { CertificationRow } from "../certifications/owned-certification";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";
import { cycleProgressOf } from "./cycle-progress";

/**
 * Stores each certification's current-cycle progress as computeProgress answers it:
 * creditsEarned (what counts: in the period, after caps, with carry-over), creditsMissing and
 * categoriesMissing. The one place progress is written: called inside the transaction of every
 * change that can move it (a credit added, changed or deleted, for every certification it
 * counts toward; credits required, period or requirements edited; a renewal), with those
 * certifications locked. When a change completes a cycle, a "completed" activity is recorded;
 * reminders it made moot are archived. Answers the updated rows, by id.
 */
export async function recountCredits(
  db: Database,
  certificationIds: number | number[],
  at: Date,
): Promise<CertificationRow[]> {
  const ids = [...new Set([certificationIds].flat())].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const before = await db
    .select()
    .from(certifications)
    .where(inArray(certifications.id, ids))
    .orderBy(asc(certifications.id));
  const computed = await cycleProgressOf(db, before);
  const updatedRows: CertificationRow[] = [];
  for (const row of before) {
    const progress = computed.get(row.id)?.progress;
    if (!progress) throw new Error("progress was not computed");
    const [updated] = await db
      .update(certifications)
      .set({
        creditsEarned: progress.counted,
        creditsMissing: progress.creditsMissing,
        categoriesMissing: progress.categoriesMissing,
        updatedAt: at,
      })
      .where(eq(certifications.id, row.id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    await recordCompletionIfReached(db, row, updated, at);
    updatedRows.push(updated);
  }
  for (const userId of new Set(before.map((row) => row.userId))) {
    await resolveStaleReminders(db, userId);
  }
  return updatedRows;
}
