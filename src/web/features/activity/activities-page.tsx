import { ErrorDisplay } from "@web/components/error-display";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { listParams, pageCount, pageFromAddress } from "@web/hooks/use-paged-filters";
import { useSearchParams } from "wouter";
import { activitiesPageSize } from "./activity-api";
import { ActivityItem } from "./activity-item";
import { useActivities } from "./use-activities";

/** The whole activity feed, newest first, 20 a page; the page lives in `?page=`. */
export function ActivitiesPage() {
  useDocumentTitle("Activity");
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromAddress(searchParams, Number.POSITIVE_INFINITY);
  const feed = useActivities(page);
  const data = feed.data;
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Activity</h1>
      {feed.isPending && <PageSpinner />}
      {feed.isError && !data && (
        <ErrorDisplay error={feed.error} onRetry={() => void feed.refetch()} />
      )}
      {data && (
        <>
          {data.rows.length === 0 ? (
            <Card className="p-6 text-center text-sm text-muted-foreground">
              No recent activity
            </Card>
          ) : (
            <Card>
              <ul className="divide-y">
                {data.rows.map((activity) => (
                  <ActivityItem key={activity.id} activity={activity} />
                ))}
              </ul>
            </Card>
          )}
          {(data.total > 0 || page > 1) && (
            <Pagination
              page={page}
              pages={pageCount(data.total, activitiesPageSize)}
              onPage={(next) => setSearchParams({ [listParams.page]: String(next) })}
            />
          )}
        </>
      )}
    </div>
  );
}
