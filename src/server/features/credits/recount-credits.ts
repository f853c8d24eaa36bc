import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import { recordCompletionIfReached } from "../certifications/completion";
import type { CertificationRow } from "../certifications/owned-certification";
import { resolveStaleReminders } from "../reminders/resolve-stale-reminders";

/**
 * Sets creditsEarned to the sum of the current cycle's credits. Called inside the transaction
 * of every credit change, with the certification locked, so the sum counts every committed
 * credit. When the change reaches the required credits, a "completed" activity is recorded.
 */
export async function recountCredits(
  db: Database,
  before: CertificationRow,
  at: Date,
): Promise<void> {
  const [updated] = await db
    .update(certifications)
    .set({
      creditsEarned: sql`(select coalesce(sum(credits), 0)::int from education_credits
        where certification_id = ${before.id} and cycle = ${before.cycle})`,
      updatedAt: at,
    })
    .where(eq(certifications.id, before.id))
    .returning();
  if (!updated) throw new Error("certification vanished while locked");
  await recordCompletionIfReached(db, before, updated, at);
  await resolveStaleReminders(db, before.userId);
}
