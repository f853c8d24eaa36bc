import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { type FiltersInAddress, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { TriageFilterBar } from "./triage-filter-bar";
import {
  filtersFromSearch,
  isFiltered,
  listQueryOf,
  noTriageFilters,
  searchOfFilters,
} from "./triage-filters";
import { TriagedFeedbackItem } from "./triaged-feedback-item";
import { useFeedbackForTriage } from "./use-feedback-triage";

const pageSize = 20;

const triageFiltersInAddress: FiltersInAddress<ReturnType<typeof filtersFromSearch>> = {
  fromSearch: filtersFromSearch,
  toSearch: searchOfFilters,
  none: noTriageFilters,
};

function NoneMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <p className="font-medium">No feedback matches these filters</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Card>
  );
}

/**
 * Every user's feedback, newest first, for administrators to triage: filtered and paged on the
 * server, the filters and the page kept in the address so a reload keeps them.
 */
export function AdminFeedbackPage() {
  useDocumentTitle("User Feedback");
  const address = usePagedFilters(triageFiltersInAddress);
  const { filters, changeFilters, changePage, clearFilters } = address;
  const list = useFeedbackForTriage(listQueryOf(filters, pageSize));

  // The page shown for a settled answer (not the previous page kept while the next one loads).
  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const pages = usePageCount(address, settled?.total, pageSize);

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">User Feedback</h1>
        <p className="text-sm text-muted-foreground">
          What users sent, newest first. Set where each stands; its author sees the status on their
          Feedback page.
        </p>
      </div>
      <TriageFilterBar filters={filters} onChange={changeFilters} />
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {settled?.total === 0 &&
        (isFiltered(filters) ? (
          <NoneMatch onClear={clearFilters} />
        ) : (
          <Card className="p-8 text-center text-sm text-muted-foreground">No feedback yet</Card>
        ))}
      {list.data && list.data.rows.length > 0 && (
        <section
          aria-label="Feedback list"
          aria-busy={list.isPlaceholderData}
          className="grid min-w-0 gap-4"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.total} {plural(list.data.total, "piece", "pieces")} of feedback
            {list.isPlaceholderData && " · Updating…"}
          </p>
          <ul className="grid min-w-0 gap-4">
            {list.data.rows.map((entry) => (
              <TriagedFeedbackItem key={entry.id} entry={entry} />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination
              page={filters.page}
              pages={pages}
              onPage={changePage}
              label="Pages of feedback"
            />
          )}
        </section>
      )}
    </div>
  );
}
