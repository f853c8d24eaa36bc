import {
  archivedNotificationsSchema,
  type Notification,
  type NotificationsUpdated,
  notificationSchema,
  notificationsUpdatedSchema,
} from "@common/notifications";
import { apiRequest } from "@web/lib/api-client";
import { readOne } from "@web/lib/api-read";

export const archivedNotificationsKey = ["/api/notifications/archived"] as const;

/** GET /api/notifications/archived: the notifications cleared, newest first. */
export async function fetchArchivedNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return readOne(archivedNotificationsKey[0], archivedNotificationsSchema, signal);
}

/** PATCH /api/notifications/:id/read: answers the notification, now read. */
export async function markNotificationRead(id: number): Promise<Notification> {
  const response = await apiRequest("PATCH", `/api/notifications/${id}/read`);
  return notificationSchema.parse(await response.json());
}

export async function markAllNotificationsRead(): Promise<NotificationsUpdated> {
  const response = await apiRequest("PATCH", "/api/notifications/mark-all-read");
  return notificationsUpdatedSchema.parse(await response.json());
}

/** PATCH /api/notifications/clear-all: moves every notification to the archive. */
export async function clearAllNotifications(): Promise<NotificationsUpdated> {
  const response = await apiRequest("PATCH", "/api/notifications/clear-all");
  return notificationsUpdatedSchema.parse(await response.json());
}
