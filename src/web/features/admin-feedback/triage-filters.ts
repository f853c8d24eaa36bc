import {
  type FeedbackStatus,
  type FeedbackTriageQuery,
  feedbackStatuses,
  feedbackTypes,
} from "@common/feedback";
import {
  type FiltersInAddress,
  oneOf,
  pageFromAddress,
  searchFromAddress,
} from "@web/hooks/use-paged-filters";

type FeedbackType = (typeof feedbackTypes)[number];

/**
 * The filters of /admin/feedback as the address holds them (`?status=pending&type=bug`), so a
 * reload or a shared link shows the same list. A value the address cannot mean is dropped.
 */
export type TriageFilters = {
  status: FeedbackStatus | null;
  type: FeedbackType | null;
  search: string;
  page: number;
};

export const noTriageFilters: TriageFilters = { status: null, type: null, search: "", page: 1 };

export function filtersFromSearch(params: URLSearchParams): TriageFilters {
  return {
    status: oneOf(feedbackStatuses, params.get("status")),
    type: oneOf(feedbackTypes, params.get("type")),
    search: searchFromAddress(params),
    page: pageFromAddress(params),
  };
}

/** The address's query for `filters`: only what differs from no filter, in a fixed order. */
export function searchOfFilters(filters: TriageFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status) search.status = filters.status;
  if (filters.type) search.type = filters.type;
  if (filters.search) search.search = filters.search;
  if (filters.page > 1) search.page = String(filters.page);
  return search;
}

/** True when a filter narrows the list (the page number does not). */
export function isFiltered(filters: TriageFilters): boolean {
  return filters.status !== null || filters.type !== null || filters.search !== "";
}

export function listQueryOf(filters: TriageFilters, pageSize: number): FeedbackTriageQuery {
  return {
    status: filters.status ?? undefined,
    type: filters.type ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    pageSize,
  };
}

/** How the filters of /admin/feedback are kept in the address. */
export const triageFiltersInAddress: FiltersInAddress<TriageFilters> = {
  fromSearch: filtersFromSearch,
  toSearch: searchOfFilters,
  none: noTriageFilters,
};
