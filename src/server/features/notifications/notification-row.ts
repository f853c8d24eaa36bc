import type { Notification } from "@common/notifications";
import type { notifications } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

/** The newest notifications a list shows; older ones stay until cleared. */
export const notificationsShown = 100;

/** A notification as the API answers it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    isRead: row.isRead,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    certificationId: row.certificationId,
    archivedReason: row.archivedReason,
  };
}
