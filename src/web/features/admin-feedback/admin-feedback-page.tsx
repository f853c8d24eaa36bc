import { countOf } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { listQueryOfFilters, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { TriageFilterBar } from "./triage-filter-bar";
import { triageFiltersInAddress } from "./triage-filters";
import { TriagedFeedbackItem } from "./triaged-feedback-item";
import { useFeedbackForTriage } from "./use-feedback-triage";

const pageSize = 20;

/**
 * Every user's feedback, newest first, for administrators to triage: filtered and paged on the
 * server, the filters and the page kept in the address so a reload keeps them.
 */
export function AdminFeedbackPage() {
  useDocumentTitle("User Feedback");
  const address = usePagedFilters(triageFiltersInAddress);
  const { filters, filtered, changeFilters, changePage, clearFilters } = address;
  const list = useFeedbackForTriage(listQueryOfFilters(filters, pageSize));
  const pages = usePageCount(address, list, pageSize);

  return (
    <PagedList
      heading={
        <ListHeading
          title="User Feedback"
          description="What users sent, newest first. Set where each stands; its author sees the status on their Feedback page."
        />
      }
      filters={<TriageFilterBar filters={filters} onChange={changeFilters} />}
      answer={list}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={
        filtered ? (
          <NoneMatch onClear={clearFilters} icon={false}>
            No feedback matches these filters
          </NoneMatch>
        ) : (
          <EmptyList>No feedback yet</EmptyList>
        )
      }
      label="Feedback list"
      count={(data) => `${countOf(data.total, "piece", "pieces")} of feedback`}
      pagination={{ page: filters.page, pages, onPage: changePage, label: "Pages of feedback" }}
    >
      {(data) => (
        <ul className="grid min-w-0 gap-4">
          {data.rows.map((entry) => (
            <TriagedFeedbackItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
