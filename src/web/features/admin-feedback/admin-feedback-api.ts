import {
  type FeedbackTriageInput,
  type FeedbackTriageQuery,
  type TriagedFeedback,
  triagedFeedbackSchema,
} from "@common/feedback";
import { apiSend } from "@web/lib/api-client";
import { listPageQuery } from "@web/lib/read-query";

export const adminFeedbackKeys = {
  all: ["admin-feedback"] as const,
  list: (query: FeedbackTriageQuery) => [...adminFeedbackKeys.all, "list", query] as const,
};

/** PATCH /api/admin/feedback/:id: a new status and internal note. */
export function saveTriage(id: number, input: FeedbackTriageInput): Promise<TriagedFeedback> {
  return apiSend("PATCH", `/api/admin/feedback/${id}`, triagedFeedbackSchema, input);
}

/** One page of every user's feedback, newest first, as the filters narrow it. */
export const feedbackTriageQuery = (query: FeedbackTriageQuery) =>
  listPageQuery(adminFeedbackKeys.list(query), "/api/admin/feedback", triagedFeedbackSchema, query);
