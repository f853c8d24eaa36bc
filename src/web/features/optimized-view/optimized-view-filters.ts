import { isCalendarDate } from "@common/certifications/calendar-date";
import { certificationStatuses } from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import {
  largestExpiringWithin,
  type OptimizedViewFilters,
  optimizedViewSorts,
  sortDirections,
} from "@common/optimized-view";

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

function oneOf<Value extends string>(
  values: readonly Value[],
  value: string | null,
): Value | undefined {
  return values.find((candidate) => candidate === value);
}

function daysValue(text: string | null): number | undefined {
  if (text === null || text === "") return undefined;
  const days = Number(text);
  return Number.isInteger(days) && days >= 0 && days <= largestExpiringWithin ? days : undefined;
}

function dateValue(text: string | null): string | null {
  return text && isCalendarDate(text) ? text : null;
}

export function filtersFromSearch(params: URLSearchParams): OptimizedViewFilters {
  const search = params.get("search")?.trim().slice(0, 200);
  const holderId = Number(params.get("holderId"));
  return {
    search: search ? search : undefined,
    status: oneOf(certificationStatuses, params.get("status")),
    progress: oneOf(deadlineStatuses, params.get("progress")),
    expiringWithin: daysValue(params.get("expiringWithin")),
    expiresFrom: dateValue(params.get("expiresFrom")),
    expiresTo: dateValue(params.get("expiresTo")),
    holderId: Number.isSafeInteger(holderId) && holderId > 0 ? holderId : undefined,
    sort: oneOf(optimizedViewSorts, params.get("sort")) ?? noOptimizedViewFilters.sort,
    direction: oneOf(sortDirections, params.get("direction")) ?? noOptimizedViewFilters.direction,
  };
}

/** The address's query for `filters`: only what differs from none, in a fixed order. */
export function searchOfFilters(filters: OptimizedViewFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.search) search.search = filters.search;
  if (filters.status) search.status = filters.status;
  if (filters.progress) search.progress = filters.progress;
  if (filters.expiringWithin !== undefined) search.expiringWithin = String(filters.expiringWithin);
  if (filters.expiresFrom) search.expiresFrom = filters.expiresFrom;
  if (filters.expiresTo) search.expiresTo = filters.expiresTo;
  if (filters.holderId !== undefined) search.holderId = String(filters.holderId);
  if (filters.sort !== noOptimizedViewFilters.sort) search.sort = filters.sort;
  if (filters.direction !== noOptimizedViewFilters.direction) search.direction = filters.direction;
  return search;
}

/** True when a filter narrows the list (the order does not). */
export function isFiltered(filters: OptimizedViewFilters): boolean {
  return (
    Boolean(filters.search) ||
    filters.status !== undefined ||
    filters.progress !== undefined ||
    filters.expiringWithin !== undefined ||
    filters.expiresFrom !== null ||
    filters.expiresTo !== null ||
    filters.holderId !== undefined
  );
}
