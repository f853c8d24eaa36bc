import { totalCountHeader } from "@common/certifications/certification";
import { type Feedback, type FeedbackInput, feedbackSchema } from "@common/feedback";
import { apiRequest, queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import { z } from "zod";

/** Entries per page of "Your feedback". */
export const feedbackPageSize = 10;

export function feedbackKey(page: number) {
  return ["/api/feedback", "page", page, "pageSize", feedbackPageSize] as const;
}

/** The key every page of the list starts with, to refresh them all at once. */
export const allFeedbackKey = ["/api/feedback"] as const;

export type FeedbackPage = { entries: Feedback[]; totalCount: number };

/** One page of the user's own feedback, newest first, with the number on all pages. */
export async function fetchFeedbackPage(page: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const response = await fetch(queryKeyToUrl(feedbackKey(page)), {
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  const entries = z.array(feedbackSchema).parse(await response.json());
  const header = Number.parseInt(response.headers.get(totalCountHeader) ?? "", 10);
  const totalCount = Number.isNaN(header) ? (page - 1) * feedbackPageSize + entries.length : header;
  return { entries, totalCount };
}

/** POST /api/feedback: stores the feedback as pending and answers it. */
export async function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  const response = await apiRequest("POST", "/api/feedback", input);
  return feedbackSchema.parse(await response.json());
}
