import { ErrorDisplay } from "@web/components/error-display";
import { Spinner } from "@web/components/ui/spinner";
import { NotificationList } from "./notification-list";
import { useArchivedNotifications } from "./use-archived-notifications";

/** The Archived tab: notifications cleared before, read only when the tab is opened. */
export function ArchivedNotifications() {
  const archived = useArchivedNotifications();
  if (archived.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (archived.isError) {
    return <ErrorDisplay error={archived.error} onRetry={() => void archived.refetch()} />;
  }
  return <NotificationList notifications={archived.data} emptyText="No archived notifications" />;
}
