import { type Feedback, type FeedbackInput, feedbackSchema } from "@common/feedback";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGetPage, type ListPage } from "@web/lib/api-get";

/** Entries per page of "Your feedback". */
export const feedbackPageSize = 10;

export const feedbackKeys = {
  all: ["feedback"] as const,
  page: (page: number) => [...feedbackKeys.all, "page", page] as const,
};

/** One page of the user's own feedback, newest first, with the number on all pages. */
export function fetchFeedbackPage(page: number, signal?: AbortSignal): Promise<ListPage<Feedback>> {
  return apiGetPage("/api/feedback", feedbackSchema, {
    params: { page, pageSize: feedbackPageSize },
    signal,
  });
}

/** POST /api/feedback: stores the feedback as pending and answers it. */
export function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  return apiSend("POST", "/api/feedback", feedbackSchema, input);
}

/** One page of "Your feedback"; the previous page stays on screen while the next one loads. */
export function feedbackPageQuery(page: number) {
  return queryOptions({
    queryKey: feedbackKeys.page(page),
    queryFn: ({ signal }) => fetchFeedbackPage(page, signal),
    placeholderData: keepPreviousData,
  });
}
