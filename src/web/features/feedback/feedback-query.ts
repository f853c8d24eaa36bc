import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { feedbackKey, fetchFeedbackPage } from "./feedback-api";

/** One page of "Your feedback"; the previous page stays on screen while the next one loads. */
export function feedbackPageQuery(page: number) {
  return queryOptions({
    queryKey: feedbackKey(page),
    queryFn: ({ signal }) => fetchFeedbackPage(page, signal),
    placeholderData: keepPreviousData,
  });
}
