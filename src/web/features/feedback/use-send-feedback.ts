import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { feedbackKeys, sendFeedback } from "./feedback-api";

/** Sends feedback; on success the list is read again so the new entry shows at the top. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    retry: false,
    onSuccess: () => {
      toast({ title: "Feedback sent", description: "Thank you. We read every message." });
      return queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
    onError: failureToast("Failed to send feedback"),
  });
}
