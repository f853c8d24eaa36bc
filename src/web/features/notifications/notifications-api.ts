import {
  archivedNotificationsSchema,
  type Notification,
  type NotificationsUpdated,
  notificationSchema,
  notificationsUpdatedSchema,
} from "@common/notifications";
import { notificationKeys } from "@web/hooks/use-notifications";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

/**
 * The Notifications page's calls. The list itself is read in hooks/use-notifications, which
 * the layout shares for the unread badges; its key factory covers the archive too.
 */

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

/**
 * GET /api/notifications/archived: the notifications cleared, newest first. The archive stays
 * fresh for 60 seconds (spec section 9).
 */
export const archivedNotificationsQuery = {
  ...readQuery(
    notificationKeys.archived(),
    "/api/notifications/archived",
    archivedNotificationsSchema,
  ),
  staleTime: 60_000,
};
