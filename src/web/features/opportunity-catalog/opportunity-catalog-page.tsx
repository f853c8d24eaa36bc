import { countOf } from "@common/plural";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { listQueryOfFilters, usePageCount, usePagedFilters } from "@web/hooks/use-paged-filters";
import { Plus } from "lucide-react";
import { CatalogEntryItem } from "./catalog-entry";
import { CatalogFilterBar } from "./catalog-filter-bar";
import { catalogFiltersInAddress } from "./catalog-filters";
import { CatalogueImportDialog } from "./catalogue-import-dialog";
import { OpportunityFormDialog } from "./opportunity-form-dialog";
import { useCatalog } from "./use-catalog";

const pageSize = 20;

/**
 * The catalog of education opportunities premium users browse on /opportunities, kept by
 * administrators: every opportunity, finished ones too, searched and paged on the server,
 * added, edited and deleted here. The filters and the page live in the address.
 */
export function OpportunityCatalogPage() {
  useDocumentTitle("Opportunity Catalog");
  const address = usePagedFilters(catalogFiltersInAddress);
  const { filters, filtered, changeFilters, changePage, clearFilters } = address;
  const list = useCatalog(listQueryOfFilters(filters, pageSize));
  const pages = usePageCount(address, list, pageSize);

  return (
    <PagedList
      heading={
        <ListHeading
          title="Opportunity Catalog"
          description="The courses, webinars and conferences premium users find on Opportunities. Finished ones stay here but are no longer shown to users."
          action={
            <div className="flex flex-wrap gap-2">
              <CatalogueImportDialog />
              <OpportunityFormDialog
                trigger={
                  <Button>
                    <Plus aria-hidden="true" />
                    Add opportunity
                  </Button>
                }
              />
            </div>
          }
        />
      }
      filters={<CatalogFilterBar filters={filters} onChange={changeFilters} />}
      answer={list}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={
        filtered ? (
          <NoneMatch onClear={clearFilters}>No opportunities match these filters</NoneMatch>
        ) : (
          <EmptyList>
            The catalog is empty. Add the first opportunity for premium users to find.
          </EmptyList>
        )
      }
      label="Catalog"
      count={(data) => countOf(data.total, "opportunity", "opportunities")}
      pagination={{ page: filters.page, pages, onPage: changePage, label: "Pages of the catalog" }}
    >
      {(data) => (
        <ul className="grid min-w-0 gap-4">
          {data.rows.map((opportunity) => (
            <CatalogEntryItem key={opportunity.id} opportunity={opportunity} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
