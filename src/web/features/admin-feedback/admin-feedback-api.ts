import {
  type FeedbackTriageInput,
  type FeedbackTriageQuery,
  type TriagedFeedback,
  triagedFeedbackSchema,
} from "@common/feedback";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGetPage, type ListPage } from "@web/lib/api-get";

export const adminFeedbackKeys = {
  all: ["admin-feedback"] as const,
  list: (query: FeedbackTriageQuery) => [...adminFeedbackKeys.all, "list", query] as const,
};

/** One page of every user's feedback, newest first, as the filters narrow it. */
export function fetchFeedbackForTriage(
  query: FeedbackTriageQuery,
  signal?: AbortSignal,
): Promise<ListPage<TriagedFeedback>> {
  return apiGetPage("/api/admin/feedback", triagedFeedbackSchema, { params: query, signal });
}

/** PATCH /api/admin/feedback/:id: a new status and internal note. */
export function saveTriage(id: number, input: FeedbackTriageInput): Promise<TriagedFeedback> {
  return apiSend("PATCH", `/api/admin/feedback/${id}`, triagedFeedbackSchema, input);
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function feedbackTriageQuery(query: FeedbackTriageQuery) {
  return queryOptions({
    queryKey: adminFeedbackKeys.list(query),
    queryFn: ({ signal }) => fetchFeedbackForTriage(query, signal),
    placeholderData: keepPreviousData,
  });
}
