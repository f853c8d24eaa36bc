import { type CatalogStatus, catalogStatuses } from "@common/opportunities";
import { filtersInAddress, oneOf, textFromAddress } from "@web/hooks/use-paged-filters";

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

/** How the filters of the catalog are kept in the address (pages far past the last one refused). */
export const catalogFiltersInAddress = filtersInAddress(
  noCatalogFilters,
  (params) => ({
    category: textFromAddress(params, "category", 100) || null,
    status: oneOf(catalogStatuses, params.get("status")),
  }),
  { largestPage: 10_000 },
);
