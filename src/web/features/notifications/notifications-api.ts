import {
  archivedNotificationsSchema,
  type Notification,
  type NotificationsUpdated,
  notificationSchema,
  notificationsUpdatedSchema,
} from "@common/notifications";
import { queryOptions } from "@tanstack/react-query";
import { notificationKeys } from "@web/hooks/use-notifications";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

/**
 * The Notifications page's calls. The list itself is read in hooks/use-notifications, which
 * the layout shares for the unread badges; its key factory covers the archive too.
 */

/** GET /api/notifications/archived: the notifications cleared, newest first. */
export function fetchArchivedNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiGet("/api/notifications/archived", archivedNotificationsSchema, { signal });
}

/** PATCH /api/notifications/:id/read: answers the notification, now read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiSend("PATCH", `/api/notifications/${id}/read`, notificationSchema);
}

export function markAllNotificationsRead(): Promise<NotificationsUpdated> {
  return apiSend("PATCH", "/api/notifications/mark-all-read", notificationsUpdatedSchema);
}

/** PATCH /api/notifications/clear-all: moves every notification to the archive. */
export function clearAllNotifications(): Promise<NotificationsUpdated> {
  return apiSend("PATCH", "/api/notifications/clear-all", notificationsUpdatedSchema);
}

/** The archive stays fresh for 60 seconds (spec section 9). */
export const archivedNotificationsQuery = queryOptions({
  queryKey: notificationKeys.archived(),
  queryFn: ({ signal }) => fetchArchivedNotifications(signal),
  staleTime: 60_000,
});
