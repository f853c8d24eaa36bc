import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useCertificationList } from "@web/features/certifications/use-certifications";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { type FiltersInAddress, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { SearchX } from "lucide-react";
import { noGapMatchText } from "./gap-explanation";
import { OpportunityCard } from "./opportunity-card";
import { OpportunityFilterBar } from "./opportunity-filter-bar";
import {
  filtersFromSearch,
  isFiltered,
  listQueryOf,
  noOpportunityFilters,
  searchOfFilters,
} from "./opportunity-filters";
import { allCertifications, useOpportunityList } from "./use-opportunities";

const pageSize = 20;

const opportunityFiltersInAddress: FiltersInAddress<ReturnType<typeof filtersFromSearch>> = {
  fromSearch: filtersFromSearch,
  toSearch: searchOfFilters,
  none: noOpportunityFilters,
};

function NoneMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No opportunities match these filters</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Card>
  );
}

/**
 * "Matches my gaps" found nothing: why, in words (nothing missing, or what is and why no course
 * counts toward it), and the ways out: the whole list, or without the other filters.
 */
function NoGapMatch({
  otherFilters,
  onShowAll,
  onClear,
}: {
  otherFilters: boolean;
  onShowAll: () => void;
  onClear: () => void;
}) {
  const certifications = useCertificationList(allCertifications);
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No opportunities close your gaps</p>
      {certifications.data && (
        <p className="max-w-prose text-sm text-muted-foreground">
          {noGapMatchText(certifications.data.rows, otherFilters)}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onShowAll}>
          Show all opportunities
        </Button>
        {otherFilters && (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </Card>
  );
}

function CatalogEmpty() {
  return (
    <Card className="p-8 text-center text-sm text-muted-foreground">
      No opportunities are listed yet. Come back soon: new courses are added regularly.
    </Card>
  );
}

/**
 * Education opportunities: searched and filtered on the server, those closing one of the user's
 * gaps first. The filters and the page live in the address, so a reload keeps them.
 */
export function OpportunitiesPage() {
  useDocumentTitle("Opportunities");
  const address = usePagedFilters(opportunityFiltersInAddress);
  const { filters, changeFilters, changePage, clearFilters } = address;
  const list = useOpportunityList(listQueryOf(filters, pageSize));

  // The page shown for a settled answer (not the previous page kept while the next one loads).
  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const pages = usePageCount(address, settled?.total, pageSize);

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Opportunities</h1>
        <p className="text-sm text-muted-foreground">
          Courses, webinars and conferences that earn credits; those closing a requirement you still
          miss come first.
        </p>
      </div>
      <OpportunityFilterBar filters={filters} onChange={changeFilters} />
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {settled?.total === 0 &&
        (filters.gapsOnly ? (
          <NoGapMatch
            otherFilters={isFiltered({ ...filters, gapsOnly: false })}
            onShowAll={() => changeFilters({ gapsOnly: false })}
            onClear={clearFilters}
          />
        ) : isFiltered(filters) ? (
          <NoneMatch onClear={clearFilters} />
        ) : (
          <CatalogEmpty />
        ))}
      {list.data && list.data.rows.length > 0 && (
        <section
          aria-label="Opportunity list"
          aria-busy={list.isPlaceholderData}
          className="grid min-w-0 gap-4"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.total} {plural(list.data.total, "opportunity", "opportunities")}
            {list.isPlaceholderData && " · Updating…"}
          </p>
          <ul className="grid min-w-0 gap-4">
            {list.data.rows.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination
              page={filters.page}
              pages={pages}
              onPage={changePage}
              label="Pages of opportunities"
            />
          )}
        </section>
      )}
    </div>
  );
}
