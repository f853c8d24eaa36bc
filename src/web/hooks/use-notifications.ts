import { notificationListSchema } from "@common/notifications";
import { useQuery } from "@tanstack/react-query";
import { certificationDataKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";
import { useUser } from "./use-user";

/** Notifications: the list (also read by the layout for the unread badges) and the archive. */
export const notificationKeys = {
  all: certificationDataKeys.notifications,
  list: () => [...notificationKeys.all, "list"] as const,
  archived: () => [...notificationKeys.all, "archived"] as const,
};

/**
 * GET /api/notifications: the notifications not archived, newest first, and the unread count.
 * They stay fresh for 30 seconds (spec section 9); read only while someone is signed in.
 */
export function notificationsQuery({ signedIn }: { signedIn: boolean }) {
  return {
    ...readQuery(notificationKeys.list(), "/api/notifications", notificationListSchema),
    staleTime: 30_000,
    enabled: signedIn,
  };
}

export function useNotifications() {
  const { data: user } = useUser();
  return useQuery(notificationsQuery({ signedIn: Boolean(user) }));
}

/** How many notifications are unread; 0 until the list has loaded or when nobody is signed in. */
export function useUnreadNotificationCount(): number {
  const { data: user } = useUser();
  const { data } = useQuery({
    ...notificationsQuery({ signedIn: Boolean(user) }),
    select: (list) => list.unreadCount,
  });
  return data ?? 0;
}
