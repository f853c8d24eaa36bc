import type { FeedbackTriageInput, FeedbackTriageQuery } from "@common/feedback";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { adminFeedbackKeys, feedbackTriageQuery, saveTriage } from "./admin-feedback-api";

export function useFeedbackForTriage(query: FeedbackTriageQuery) {
  return useQuery(feedbackTriageQuery(query));
}

/** Saves a status and note; the list is read again (the item may leave a status filter). */
export function useSaveTriage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackTriageInput) => saveTriage(id, input),
    retry: false,
    onSuccess: () => {
      toast({ title: "Feedback updated" });
      return queryClient.invalidateQueries({ queryKey: adminFeedbackKeys.all });
    },
    onError: failureToast("Failed to update feedback"),
  });
}
