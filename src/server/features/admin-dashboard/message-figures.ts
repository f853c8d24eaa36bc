import type { AdminDashboard } from "@common/admin-dashboard";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { feedback, outbox, reminders } from "../../db/schema";

const dayMs = 24 * 60 * 60 * 1000;

/** A pending message whose last try failed: the delivery retries it after its back-off. */
export const failingMessage = and(
  eq(outbox.status, "pending"),
  gt(outbox.attempts, 0),
  isNotNull(outbox.lastError),
);

/**
 * The reminders and messages card and the feedback waiting, in one statement of small index
 * ranges: reminders created and messages sent in the last 24 hours (reminders_created_at_idx,
 * outbox_sent_at_idx), the pending messages (outbox_pending_idx) and the pending feedback
 * (feedback_status_created_idx).
 */
export async function messageAndFeedbackFigures(
  db: Database,
  now: Date,
): Promise<Pick<AdminDashboard, "messages" | "feedback">> {
  const since = new Date(now.getTime() - dayMs);
  const pending = sql`${outbox.status} = 'pending'`;
  const [row] = await queryRows<AdminDashboard["messages"] & { feedbackWaiting: number }>(
    db,
    sql`select
      (select count(*)::int from ${reminders} where ${reminders.createdAt} >= ${since.toISOString()}::timestamptz
      ) as "remindersIn24Hours",
      (select count(*)::int from ${outbox} where ${outbox.sentAt} >= ${since.toISOString()}::timestamptz) as "sentIn24Hours",
      (select count(*)::int from ${outbox} where ${pending} and ${outbox.attempts} = 0) as waiting,
      (select count(*)::int from ${outbox} where ${pending} and ${failingMessage}) as failing,
      (select count(*)::int from ${feedback} where ${feedback.status} = 'pending'
      ) as "feedbackWaiting"`,
  );
  if (!row) throw new Error("count(*) answered no row");
  const { feedbackWaiting, ...messages } = row;
  return { messages, feedback: { waiting: feedbackWaiting } };
}
