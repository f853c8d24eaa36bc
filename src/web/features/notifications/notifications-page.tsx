import { countOf } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useNotifications } from "@web/hooks/use-notifications";
import { ArchivedNotifications } from "./archived-notifications";
import { NotificationBulkActions } from "./notification-bulk-actions";
import { NotificationList } from "./notification-list";

function unreadSummary(count: number): string {
  if (count === 0) return "No unread notifications.";
  return `${countOf(count, "unread notification", "unread notifications")}.`;
}

/** /notifications: reminders and other notices, unread first, with the archive of cleared ones. */
export function NotificationsPage() {
  useDocumentTitle("Notifications");
  const list = useNotifications();
  const data = list.data;
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          {data && <p className="text-muted-foreground">{unreadSummary(data.unreadCount)}</p>}
        </div>
        {data && (
          <NotificationBulkActions
            unreadCount={data.unreadCount}
            currentCount={data.notifications.length}
          />
        )}
      </div>
      {list.isPending && <PageSpinner />}
      {list.isError && !data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {data && (
        <Tabs defaultValue="unread">
          <TabsList className="w-full grid-cols-3 sm:w-auto sm:inline-grid">
            <TabsTrigger value="unread">Unread</TabsTrigger>
            <TabsTrigger value="read">Read</TabsTrigger>
            <TabsTrigger value="archived">Archived</TabsTrigger>
          </TabsList>
          <TabsContent value="unread">
            <NotificationList
              notifications={data.notifications.filter((notification) => !notification.isRead)}
              emptyText="You're all caught up"
            />
          </TabsContent>
          <TabsContent value="read">
            <NotificationList
              notifications={data.notifications.filter((notification) => notification.isRead)}
              emptyText="No read notifications"
            />
          </TabsContent>
          <TabsContent value="archived">
            <ArchivedNotifications />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
