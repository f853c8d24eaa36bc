import type { Notification, NotificationList } from "@common/notifications";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { notifications } from "../../db/schema";
import { notificationsShown, toNotification } from "./notification-row";

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** The user's notifications that are not archived, newest first, and how many are unread. */
export async function listNotifications(db: Database, userId: number): Promise<NotificationList> {
  const current = and(eq(notifications.userId, userId), eq(notifications.isArchived, false));
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(current)
      .orderBy(...newestFirst)
      .limit(notificationsShown),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(current, eq(notifications.isRead, false))),
  ]);
  return { notifications: rows.map(toNotification), unreadCount: unread?.count ?? 0 };
}

/** The user's archived notifications (those cleared), newest first. */
export async function listArchivedNotifications(
  db: Database,
  userId: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isArchived, true)))
    .orderBy(...newestFirst)
    .limit(notificationsShown);
  return rows.map(toNotification);
}
