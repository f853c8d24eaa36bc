import { type Feedback, type FeedbackInput, feedbackSchema } from "@common/feedback";
import { apiRequest } from "@web/lib/api-client";
import { type ListPage, readPage } from "@web/lib/api-read";
import { z } from "zod";

/** Entries per page of "Your feedback". */
export const feedbackPageSize = 10;

export function feedbackKey(page: number) {
  return ["/api/feedback", "page", page, "pageSize", feedbackPageSize] as const;
}

/** The key every page of the list starts with, to refresh them all at once. */
export const allFeedbackKey = ["/api/feedback"] as const;

/** One page of the user's own feedback, newest first, with the number on all pages. */
export async function fetchFeedbackPage(
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Feedback>> {
  const [path, ...params] = feedbackKey(page);
  return readPage(path, params, z.array(feedbackSchema), signal);
}

/** POST /api/feedback: stores the feedback as pending and answers it. */
export async function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  const response = await apiRequest("POST", "/api/feedback", input);
  return feedbackSchema.parse(await response.json());
}
