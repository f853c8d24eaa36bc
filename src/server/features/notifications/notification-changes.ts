import {
  type Notification,
  type NotificationsUpdated,
  notificationNotFound,
} from "@common/notifications";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { notifications } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { toNotification } from "./notification-row";

/** Marks one of the user's notifications read; another user's or a missing id answers 404. */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, notificationNotFound);
  return toNotification(row);
}

/** Marks every unread notification of the user read, archived ones included. */
export async function markAllNotificationsRead(
  db: Database,
  userId: number,
): Promise<NotificationsUpdated> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** Moves every notification of the user that is not archived to the archive, read. */
export async function clearAllNotifications(
  db: Database,
  userId: number,
): Promise<NotificationsUpdated> {
  const rows = await db
    .update(notifications)
    .set({ isArchived: true, isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isArchived, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
