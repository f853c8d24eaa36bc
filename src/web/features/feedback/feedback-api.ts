import { type Feedback, type FeedbackInput, feedbackSchema } from "@common/feedback";
import { apiSend } from "@web/lib/api-client";
import { feedbackListRoot } from "@web/lib/query-keys";
import { listPageQuery } from "@web/lib/read-query";

/** Entries per page of "Your feedback". */
export const feedbackPageSize = 10;

export const feedbackKeys = {
  all: feedbackListRoot,
  page: (page: number) => [...feedbackKeys.all, "page", page] as const,
};

/** POST /api/feedback: stores the feedback as pending and answers it. */
export function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  return apiSend("POST", "/api/feedback", feedbackSchema, input);
}

/**
 * One page of the user's own feedback, newest first, with the number on all pages; the
 * previous page stays on screen while the next one loads.
 */
export const feedbackPageQuery = (page: number) =>
  listPageQuery(feedbackKeys.page(page), "/api/feedback", feedbackSchema, {
    page,
    pageSize: feedbackPageSize,
  });
