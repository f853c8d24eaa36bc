import type { NotificationList } from "@common/notifications";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { notifications } from "../../db/schema";

/** The newest notifications the list shows; older ones stay until cleared. */
export const notificationsShown = 100;

/** The user's notifications that are not archived, newest first, and how many are unread. */
export async function listNotifications(db: Database, userId: number): Promise<NotificationList> {
  const current = and(eq(notifications.userId, userId), eq(notifications.isArchived, false));
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(current)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(notificationsShown),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(current, eq(notifications.isRead, false))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      type: row.type,
      isRead: row.isRead,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: unread?.count ?? 0,
  };
}
