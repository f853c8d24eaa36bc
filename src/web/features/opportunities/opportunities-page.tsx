import { countOf } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useCertificationList } from "@web/features/certifications/use-certifications";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { SearchX } from "lucide-react";
import { noGapMatchText } from "./gap-explanation";
import { OpportunityCard } from "./opportunity-card";
import { OpportunityFilterBar } from "./opportunity-filter-bar";
import { isFiltered, listQueryOf, opportunityFiltersInAddress } from "./opportunity-filters";
import { allCertifications, useOpportunityList } from "./use-opportunities";

const pageSize = 20;

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

/**
 * Education opportunities: searched and filtered on the server, those closing one of the user's
 * gaps first. The filters and the page live in the address, so a reload keeps them.
 */
export function OpportunitiesPage() {
  useDocumentTitle("Opportunities");
  const address = usePagedFilters(opportunityFiltersInAddress);
  const { filters, filtered, changeFilters, changePage, clearFilters } = address;
  const list = useOpportunityList(listQueryOf(filters, pageSize));
  const pages = usePageCount(address, list, pageSize);

  return (
    <PagedList
      heading={
        <ListHeading
          title="Opportunities"
          description="Courses, webinars and conferences that earn credits; those closing a requirement you still miss come first."
        />
      }
      filters={<OpportunityFilterBar filters={filters} onChange={changeFilters} />}
      answer={list}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={
        filters.gapsOnly ? (
          <NoGapMatch
            otherFilters={isFiltered({ ...filters, gapsOnly: false })}
            onShowAll={() => changeFilters({ gapsOnly: false })}
            onClear={clearFilters}
          />
        ) : filtered ? (
          <NoneMatch onClear={clearFilters}>No opportunities match these filters</NoneMatch>
        ) : (
          <EmptyList>
            No opportunities are listed yet. Come back soon: new courses are added regularly.
          </EmptyList>
        )
      }
      label="Opportunity list"
      count={(data) => countOf(data.total, "opportunity", "opportunities")}
      pagination={{
        page: filters.page,
        pages,
        onPage: changePage,
        label: "Pages of opportunities",
      }}
    >
      {(data) => (
        <ul className="grid min-w-0 gap-4">
          {data.rows.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
