import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@web/lib/server-message";
import { toast } from "@web/lib/toast-store";
import { allFeedbackKey, sendFeedback } from "./feedback-api";

/** Sends feedback; on success the list is read again so the new entry shows at the top. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    retry: false,
    onSuccess: () => {
      toast({ title: "Feedback sent", description: "Thank you. We read every message." });
      return queryClient.invalidateQueries({ queryKey: allFeedbackKey });
    },
    onError: (error) =>
      toast({
        title: "Failed to send feedback",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
