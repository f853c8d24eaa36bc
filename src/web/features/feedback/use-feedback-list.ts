import { useQuery } from "@tanstack/react-query";
import { feedbackPageQuery } from "./feedback-api";

export function useFeedbackList(page: number) {
  return useQuery(feedbackPageQuery(page));
}
