import { type Notification, notificationTypeLabel } from "@common/notifications";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { Check } from "lucide-react";
import { Link } from "wouter";
import { NotificationAge } from "./notification-age";
import { useMarkNotificationRead } from "./use-notification-changes";

/**
 * One notification: what it is about, its kind and age. An unread one says "Unread" in words
 * (the coloured edge only repeats it) and can be marked read.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const unread = !notification.isRead && !notification.isArchived;
  return (
    <li
      className={cn(
        "grid gap-2 border-l-4 p-4",
        unread ? "border-l-primary bg-primary/5" : "border-l-transparent",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {unread && <Badge variant="default">Unread</Badge>}
        <Badge variant="outline">{notificationTypeLabel(notification.type)}</Badge>
        <NotificationAge createdAt={notification.createdAt} />
      </div>
      <h2 className={cn("text-base break-words", unread ? "font-semibold" : "font-medium")}>
        {notification.title}
      </h2>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {notification.message}
      </p>
      {notification.archivedReason && (
        <p className="text-sm break-words">
          <span className="font-medium">No longer due:</span> {notification.archivedReason}
        </p>
      )}
      {(unread || notification.certificationId !== null) && (
        <div className="flex flex-wrap gap-2">
          {notification.certificationId !== null && (
            <Link
              href={`/certifications/${notification.certificationId}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              View certification
            </Link>
          )}
          {unread && (
            <Button
              variant="outline"
              size="sm"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(notification.id)}
              aria-label={`Mark as read: ${notification.title}`}
            >
              <Check aria-hidden="true" />
              Mark as read
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
