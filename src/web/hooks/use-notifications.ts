import { type NotificationList, notificationListSchema } from "@common/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import { useUser } from "./use-user";

export const notificationsKey = ["/api/notifications"] as const;

/** GET /api/notifications: the notifications not archived, newest first, and the unread count. */
export async function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const response = await fetch(queryKeyToUrl(notificationsKey), {
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  return notificationListSchema.parse(await response.json());
}

/** Notifications stay fresh for 30 seconds (spec section 9); read only while someone is signed in. */
export function notificationsQuery({ signedIn }: { signedIn: boolean }) {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 30_000,
    enabled: signedIn,
  });
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
