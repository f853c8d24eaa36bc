import { plural } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { type FiltersInAddress, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { Plus, SearchX } from "lucide-react";
import { CatalogEntryItem } from "./catalog-entry";
import { CatalogFilterBar } from "./catalog-filter-bar";
import {
  catalogFiltersFromSearch,
  catalogQueryOf,
  isCatalogFiltered,
  noCatalogFilters,
  searchOfCatalogFilters,
} from "./catalog-filters";
import { OpportunityFormDialog } from "./opportunity-form-dialog";
import { useCatalog } from "./use-catalog";

const pageSize = 20;

const catalogFiltersInAddress: FiltersInAddress<ReturnType<typeof catalogFiltersFromSearch>> = {
  fromSearch: catalogFiltersFromSearch,
  toSearch: searchOfCatalogFilters,
  none: noCatalogFilters,
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

function CatalogEmpty() {
  return (
    <Card className="p-8 text-center text-sm text-muted-foreground">
      The catalog is empty. Add the first opportunity for premium users to find.
    </Card>
  );
}

/**
 * The catalog of education opportunities premium users browse on /opportunities, kept by
 * administrators: every opportunity, finished ones too, searched and paged on the server,
 * added, edited and deleted here. The filters and the page live in the address.
 */
export function OpportunityCatalogPage() {
  useDocumentTitle("Opportunity Catalog");
  const address = usePagedFilters(catalogFiltersInAddress);
  const { filters, changeFilters, changePage, clearFilters } = address;
  const list = useCatalog(catalogQueryOf(filters, pageSize));

  // The page shown for a settled answer (not the previous page kept while the next one loads).
  const settled = list.data && !list.isPlaceholderData ? list.data : null;
  const pages = usePageCount(address, settled?.total, pageSize);

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Opportunity Catalog</h1>
          <p className="text-sm text-muted-foreground">
            The courses, webinars and conferences premium users find on Opportunities. Finished ones
            stay here but are no longer shown to users.
          </p>
        </div>
        <OpportunityFormDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add opportunity
            </Button>
          }
        />
      </div>
      <CatalogFilterBar filters={filters} onChange={changeFilters} />
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {settled?.total === 0 &&
        (isCatalogFiltered(filters) ? <NoneMatch onClear={clearFilters} /> : <CatalogEmpty />)}
      {list.data && list.data.rows.length > 0 && (
        <section
          aria-label="Catalog"
          aria-busy={list.isPlaceholderData}
          className="grid min-w-0 gap-4"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.total} {plural(list.data.total, "opportunity", "opportunities")}
            {list.isPlaceholderData && " · Updating…"}
          </p>
          <ul className="grid min-w-0 gap-4">
            {list.data.rows.map((opportunity) => (
              <CatalogEntryItem key={opportunity.id} opportunity={opportunity} />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination
              page={filters.page}
              pages={pages}
              onPage={changePage}
              label="Pages of the catalog"
            />
          )}
        </section>
      )}
    </div>
  );
}
