import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Archive, CheckCheck } from "lucide-react";
import { useClearAllNotifications, useMarkAllNotificationsRead } from "./use-notification-changes";

/** "Mark all as read" and "Clear all"; clearing asks first, as it empties the list. */
export function NotificationBulkActions({
  unreadCount,
  currentCount,
}: {
  unreadCount: number;
  currentCount: number;
}) {
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearAllNotifications();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        disabled={unreadCount === 0 || markAll.isPending}
        onClick={() => markAll.mutate()}
      >
        <CheckCheck aria-hidden="true" />
        Mark all as read
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={currentCount === 0 || clearAll.isPending}>
            <Archive aria-hidden="true" />
            Clear all
          </Button>
        }
        title="Clear all notifications?"
        description="Every notification moves to the archive and counts as read. You can still find them under Archived."
        confirmLabel="Yes, clear all"
        onConfirm={() => clearAll.mutate()}
      />
    </div>
  );
}
