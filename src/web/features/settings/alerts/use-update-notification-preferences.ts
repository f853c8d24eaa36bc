import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryOptions } from "@web/hooks/use-user";
import { serverMessage } from "@web/lib/server-message";
import { toast } from "@web/lib/toast-store";
import { updateNotificationPreferences } from "./notification-preferences-api";

/** Saves the preferences; the answered user goes into the ["/api/user"] cache. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      toast({ title: "Notification preferences updated" });
    },
    onError: (error) =>
      toast({
        title: "Failed to update notification preferences",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
