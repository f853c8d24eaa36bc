import type { NotificationsUpdated } from "@common/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@web/hooks/use-notifications";
import { failureToast } from "@web/lib/failure-toast";
import {
  clearAllNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications-api";

/**
 * A change to notifications. Afterwards the list (and so the unread badges) and the archive
 * are read again, whether it worked or not, so the screen shows what the server holds.
 */
function useNotificationChange<Input, Answer>(
  call: (input: Input) => Promise<Answer>,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onError: failureToast(failureTitle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationChange(markNotificationRead, "Failed to mark notification as read");
}

export function useMarkAllNotificationsRead() {
  return useNotificationChange<void, NotificationsUpdated>(
    markAllNotificationsRead,
    "Failed to mark notifications as read",
  );
}

export function useClearAllNotifications() {
  return useNotificationChange<void, NotificationsUpdated>(
    clearAllNotifications,
    "Failed to clear notifications",
  );
}
