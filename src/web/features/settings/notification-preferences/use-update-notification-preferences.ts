import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQuery } from "@web/hooks/use-user";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { updateNotificationPreferences } from "./notification-preferences-api";

/** Saves the preferences; the answered user goes into the user's query for every screen. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(userQuery.queryKey, user);
      toast({ title: "Notification preferences updated" });
    },
    onError: failureToast("Failed to update notification preferences"),
  });
}
