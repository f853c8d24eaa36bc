import type { Feedback, FeedbackInput } from "@common/feedback";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { feedback } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { readPage, totalRows } from "../../shared/pagination";

type FeedbackRow = typeof feedback.$inferSelect;

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    subject: row.subject,
    message: row.message,
    rating: row.rating,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rule set and version of the requirement library a report is about. */
export type ReportedRuleSet = { key: string; version: number };

/**
 * Stores the user's feedback as pending, for the team to review; a report against the
 * requirement library names the rule set and version in `about`.
 */
export async function submitFeedback(
  { db, clock }: ServiceDeps,
  userId: number,
  input: FeedbackInput,
  about: ReportedRuleSet | null = null,
): Promise<Feedback> {
  const now = clock.now();
  const [row] = await db
    .insert(feedback)
    .values({
      ...input,
      userId,
      status: "pending",
      ruleSetKey: about?.key ?? null,
      ruleSetVersion: about?.version ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("feedback was not stored");
  return toFeedback(row);
}

/** One page of the user's own feedback, newest first, with the number in all. */
export async function listOwnFeedback(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: Feedback[]; total: number }> {
  const where = eq(feedback.userId, userId);
  const query = db
    .select({ feedback, total: totalRows() })
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  const { rows, total } = await readPage(db, query.$dynamic(), { table: feedback, where }, page);
  return { rows: rows.map((row) => toFeedback(row.feedback)), total };
}
