import { ErrorDisplay } from "@web/components/error-display";
import { TitledCard } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useState } from "react";
import { feedbackPageSize } from "./feedback-api";
import { FeedbackItem } from "./feedback-item";
import { useFeedbackList } from "./use-feedback-list";

/** "Your feedback": what the user sent before, newest first, a page at a time. */
export function FeedbackHistory() {
  const [page, setPage] = useState(1);
  const list = useFeedbackList(page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / feedbackPageSize)) : 1;
  return (
    <TitledCard title="Your feedback" contentClassName="grid gap-4">
      {list.isPending && (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
      {list.isError && !data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {data &&
        (data.rows.length === 0 && page === 1 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            You haven't sent any feedback yet.
          </p>
        ) : (
          <>
            <ul className="divide-y rounded-md border">
              {data.rows.map((entry) => (
                <FeedbackItem key={entry.id} entry={entry} />
              ))}
            </ul>
            {pages > 1 && (
              <Pagination
                label="Feedback pages"
                page={page}
                pages={pages}
                onPage={(next) => setPage(Math.min(Math.max(1, next), pages))}
              />
            )}
          </>
        ))}
    </TitledCard>
  );
}
