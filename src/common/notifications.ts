import { z } from "zod";

/** One in-app notification as GET /api/notifications answers it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  createdAt: z.string(),
  /** The certification a reminder is about; null for other notifications. */
  certificationId: z.number().int().nullable(),
  /**
   * Why a reminder was archived without the user: its deadline no longer holds, e.g.
   * "Renewed: now expires on Jan 5, 2028". Null for everything else.
   */
  archivedReason: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the notifications not archived, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/archived: the archived notifications, newest first. */
export const archivedNotificationsSchema = z.array(notificationSchema);

/** PATCH /api/notifications/mark-all-read and /clear-all: how many notifications changed. */
export const notificationsUpdatedSchema = z.object({ updated: z.number().int() });
export type NotificationsUpdated = z.infer<typeof notificationsUpdatedSchema>;

export const notificationNotFound = "Notification not found";

const notificationTypeLabels: Record<string, string> = {
  expiration: "Expiration",
  due_date: "Due date",
  deadline_passed: "Deadline passed",
  falling_behind: "Falling behind",
  rule_change: "Rule change",
};

/** What kind of notification it is, in words; a type without a label shows as it is. */
export function notificationTypeLabel(type: string): string {
  return notificationTypeLabels[type] ?? type;
}

/** The badge text: the count, or 99+ above 99; nothing when there is none. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}
