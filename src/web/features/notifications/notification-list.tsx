import type { Notification } from "@common/notifications";
import { NotificationItem } from "./notification-item";

/** Notifications in the order given, or a short note when there are none. */
export function NotificationList({
  notifications,
  emptyText,
}: {
  notifications: Notification[];
  emptyText: string;
}) {
  if (notifications.length === 0) {
    return (
      <p className="rounded-md border py-10 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="divide-y overflow-hidden rounded-md border">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
