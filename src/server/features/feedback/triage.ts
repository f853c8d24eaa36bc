import type { FeedbackTriageInput, FeedbackTriageQuery, TriagedFeedback } from "@common/feedback";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { feedback, requirementRules, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { readPage, totalRows } from "../../shared/pagination";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { toFeedback } from "./feedback";

export const feedbackNotFoundMessage = "Feedback not found";

type Author = { id: number; username: string; email: string | null };
const authorColumns = { id: users.id, username: users.username, email: users.email };

/** The rule set a report against the library names, in the version the user read. */
const reportedRuleSet = and(
  eq(requirementRules.key, feedback.ruleSetKey),
  eq(requirementRules.version, feedback.ruleSetVersion),
);

type Triaged = {
  feedback: typeof feedback.$inferSelect;
  author: Author;
  ruleSetName: string | null;
};

function toTriaged({ feedback: row, author, ruleSetName }: Triaged): TriagedFeedback {
  const { ruleSetKey: id, ruleSetVersion: version } = row;
  return {
    ...toFeedback(row),
    author,
    adminNote: row.adminNote,
    ruleSet:
      id === null || version === null || ruleSetName === null
        ? null
        : { id, version, name: ruleSetName },
  };
}

/** One page of every user's feedback, newest first, with its author and internal note. */
export async function listFeedbackForTriage(
  db: Database,
  query: FeedbackTriageQuery,
): Promise<{ rows: TriagedFeedback[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(feedback.status, query.status));
  if (query.type) conditions.push(eq(feedback.type, query.type));
  if (query.category) conditions.push(eq(feedback.category, query.category));
  if (query.ruleSet) conditions.push(eq(feedback.ruleSetKey, query.ruleSet));
  if (query.search) {
    const pattern = likePattern(query.search);
    const matches = or(ilike(feedback.subject, pattern), ilike(feedback.message, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const select = db
    .select({
      feedback,
      author: authorColumns,
      ruleSetName: requirementRules.name,
      total: totalRows(),
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(requirementRules, reportedRuleSet)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: feedback, where }, query);
  return { rows: rows.map(toTriaged), total };
}

/**
 * Sets a piece of feedback's status and/or internal note (an empty note clears it), and writes
 * the audit trail in the same transaction. The author sees the new status on /feedback.
 */
export async function triageFeedback(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  feedbackId: number,
  input: FeedbackTriageInput,
): Promise<TriagedFeedback> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ feedback, author: authorColumns, ruleSetName: requirementRules.name })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .leftJoin(requirementRules, reportedRuleSet)
      .where(eq(feedback.id, feedbackId))
      .for("update", { of: feedback });
    if (!current) throw new HttpError(404, feedbackNotFoundMessage);
    const note =
      input.adminNote === undefined ? current.feedback.adminNote : input.adminNote || null;
    const status = input.status ?? current.feedback.status;
    const [updated] = await tx
      .update(feedback)
      .set({ status, adminNote: note, updatedAt: clock.now() })
      .where(eq(feedback.id, feedbackId))
      .returning();
    if (!updated) throw new HttpError(404, feedbackNotFoundMessage);
    await recordAdminAction(tx, actor, "feedback_updated", {
      target: { id: current.author.id, username: current.author.username },
      details: {
        feedbackId,
        from: current.feedback.status,
        to: status,
        noteChanged: note !== current.feedback.adminNote,
      },
    });
    return toTriaged({ ...current, feedback: updated });
  });
}
