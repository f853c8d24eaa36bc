import { certificationStatuses } from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import {
  largestExpiringWithin,
  type OptimizedViewFilters,
  optimizedViewSorts,
  sortDirections,
} from "@common/optimized-view";
import {
  dayFromAddress,
  isFilteredBeyond,
  oneOf,
  searchFromAddress,
  searchOfFilters,
} from "@web/hooks/use-paged-filters";

/**
 * The optimized view's filters and order as the address holds them
 * (`?status=active&expiringWithin=30&sort=holder&direction=desc`), so a reload or a shared
 * link shows the same list. A value the address cannot mean is dropped.
 */
export const noOptimizedViewFilters: OptimizedViewFilters = {
  search: undefined,
  status: undefined,
  progress: undefined,
  expiringWithin: undefined,
  expiresFrom: null,
  expiresTo: null,
  holderId: undefined,
  sort: "expiration",
  direction: "asc",
};

function daysValue(text: string | null): number | undefined {
  if (text === null || text === "") return undefined;
  const days = Number(text);
  return Number.isInteger(days) && days >= 0 && days <= largestExpiringWithin ? days : undefined;
}

export function filtersFromSearch(params: URLSearchParams): OptimizedViewFilters {
  const holderId = Number(params.get("holderId"));
  return {
    search: searchFromAddress(params) || undefined,
    status: oneOf(certificationStatuses, params.get("status")) ?? undefined,
    progress: oneOf(deadlineStatuses, params.get("progress")) ?? undefined,
    expiringWithin: daysValue(params.get("expiringWithin")),
    expiresFrom: dayFromAddress(params, "expiresFrom"),
    expiresTo: dayFromAddress(params, "expiresTo"),
    holderId: Number.isSafeInteger(holderId) && holderId > 0 ? holderId : undefined,
    sort: oneOf(optimizedViewSorts, params.get("sort")) ?? noOptimizedViewFilters.sort,
    direction: oneOf(sortDirections, params.get("direction")) ?? noOptimizedViewFilters.direction,
  };
}

/** The address's query for `filters`: only what differs from none, in a fixed order. */
export function searchOfOptimizedView(filters: OptimizedViewFilters): Record<string, string> {
  return searchOfFilters(filters, noOptimizedViewFilters);
}

/** True when a filter narrows the list (the order does not). */
export function isFiltered(filters: OptimizedViewFilters): boolean {
  return isFilteredBeyond(filters, noOptimizedViewFilters, ["sort", "direction"]);
}
