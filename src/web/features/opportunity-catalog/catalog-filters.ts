import {
  type AdminOpportunityListQuery,
  type CatalogStatus,
  catalogStatuses,
} from "@common/opportunities";
import {
  type FiltersInAddress,
  oneOf,
  pageFromAddress,
  searchFromAddress,
} from "@web/hooks/use-paged-filters";

/**
 * The filters of the catalog page, as the address holds them (`?category=Ethics&status=finished`),
 * so a reload keeps them. A value the address cannot mean is dropped.
 */
export type CatalogFilters = {
  search: string;
  category: string | null;
  status: CatalogStatus | null;
  page: number;
};

export const noCatalogFilters: CatalogFilters = {
  search: "",
  category: null,
  status: null,
  page: 1,
};

/** Far past the last page of any catalog. */
const largestPage = 10_000;

export function catalogFiltersFromSearch(params: URLSearchParams): CatalogFilters {
  const category = params.get("category")?.trim() ?? "";
  return {
    search: searchFromAddress(params),
    category: category === "" ? null : category.slice(0, 100),
    status: oneOf(catalogStatuses, params.get("status")),
    page: pageFromAddress(params, largestPage),
  };
}

/** The address's query for `filters`: only what differs from no filter, in a fixed order. */
export function searchOfCatalogFilters(filters: CatalogFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.search) search.search = filters.search;
  if (filters.category) search.category = filters.category;
  if (filters.status) search.status = filters.status;
  if (filters.page > 1) search.page = String(filters.page);
  return search;
}

export function isCatalogFiltered(filters: CatalogFilters): boolean {
  return filters.search !== "" || filters.category !== null || filters.status !== null;
}

export function catalogQueryOf(
  filters: CatalogFilters,
  pageSize: number,
): AdminOpportunityListQuery {
  return {
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    status: filters.status ?? undefined,
    page: filters.page,
    pageSize,
  };
}

/** How the filters of the catalog are kept in the address. */
export const catalogFiltersInAddress: FiltersInAddress<CatalogFilters> = {
  fromSearch: catalogFiltersFromSearch,
  toSearch: searchOfCatalogFilters,
  none: noCatalogFilters,
};
