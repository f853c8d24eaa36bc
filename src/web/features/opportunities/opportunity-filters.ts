import { isCalendarDate } from "@common/certifications/calendar-date";
import { hasCreditDecimals } from "@common/certifications/credit-amount";
import {
  type OpportunityFormat,
  type OpportunityListQuery,
  opportunityCosts,
  opportunityFormats,
} from "@common/opportunities";
import {
  type FiltersInAddress,
  oneOf,
  pageFromAddress,
  searchFromAddress,
} from "@web/hooks/use-paged-filters";

type OpportunityCost = (typeof opportunityCosts)[number];

/**
 * The filters of /opportunities, as the address holds them (`?category=Ethics&cost=free`), so a
 * reload or a shared link shows the same list. A value the address cannot mean is dropped.
 */
export type OpportunityFilters = {
  search: string;
  category: string | null;
  format: OpportunityFormat | null;
  minCredits: number | null;
  maxCredits: number | null;
  cost: OpportunityCost | null;
  startingFrom: string | null;
  /** "Matches my gaps": only the opportunities closing a gap. */
  gapsOnly: boolean;
  page: number;
};

export const noOpportunityFilters: OpportunityFilters = {
  search: "",
  category: null,
  format: null,
  minCredits: null,
  maxCredits: null,
  cost: null,
  startingFrom: null,
  gapsOnly: false,
  page: 1,
};

/** The largest credit amount a filter may ask for (as the API takes it). */
const largestCredits = 10_000;

/** "1.5" → 1.5; empty, negative, too large or more than two decimals → null. */
export function creditsFilterValue(text: string | null): number | null {
  if (text === null || text.trim() === "") return null;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0 || amount > largestCredits) return null;
  return hasCreditDecimals(amount) ? amount : null;
}

/** Far past the last page of any catalog. */
const largestPage = 10_000;

export function filtersFromSearch(params: URLSearchParams): OpportunityFilters {
  const category = params.get("category")?.trim() ?? "";
  const startingFrom = params.get("startingFrom");
  return {
    search: searchFromAddress(params),
    category: category === "" ? null : category.slice(0, 100),
    format: oneOf(opportunityFormats, params.get("format")),
    minCredits: creditsFilterValue(params.get("minCredits")),
    maxCredits: creditsFilterValue(params.get("maxCredits")),
    cost: oneOf(opportunityCosts, params.get("cost")),
    startingFrom: startingFrom && isCalendarDate(startingFrom) ? startingFrom : null,
    gapsOnly: params.get("gaps") === "only",
    page: pageFromAddress(params, largestPage),
  };
}

/** The address's query for `filters`: only what differs from no filter, in a fixed order. */
export function searchOfFilters(filters: OpportunityFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.search) search.search = filters.search;
  if (filters.category) search.category = filters.category;
  if (filters.format) search.format = filters.format;
  if (filters.minCredits !== null) search.minCredits = String(filters.minCredits);
  if (filters.maxCredits !== null) search.maxCredits = String(filters.maxCredits);
  if (filters.cost) search.cost = filters.cost;
  if (filters.startingFrom) search.startingFrom = filters.startingFrom;
  if (filters.gapsOnly) search.gaps = "only";
  if (filters.page > 1) search.page = String(filters.page);
  return search;
}

/** True when any filter narrows the list (the page number does not). */
export function isFiltered(filters: OpportunityFilters): boolean {
  const { page: _page, ...narrowing } = filters;
  const { page: _none, ...unfiltered } = noOpportunityFilters;
  return (Object.keys(narrowing) as (keyof typeof narrowing)[]).some(
    (key) => narrowing[key] !== unfiltered[key],
  );
}

/** True when "Credits to" is below "Credits from": the list cannot be asked for that range. */
export function isCreditRangeReversed({ minCredits, maxCredits }: OpportunityFilters): boolean {
  return minCredits !== null && maxCredits !== null && maxCredits < minCredits;
}

/**
 * The API query of one page of the list. Without "Matches my gaps", matches still come first.
 * A "Credits to" below "Credits from" is left out (the field says why) rather than refused.
 */
export function listQueryOf(filters: OpportunityFilters, pageSize: number): OpportunityListQuery {
  return {
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    format: filters.format ?? undefined,
    minCredits: filters.minCredits ?? undefined,
    maxCredits: isCreditRangeReversed(filters) ? undefined : (filters.maxCredits ?? undefined),
    cost: filters.cost ?? undefined,
    startingFrom: filters.startingFrom,
    gaps: filters.gapsOnly ? "only" : "first",
    page: filters.page,
    pageSize,
  };
}

/** How the filters of /opportunities are kept in the address. */
export const opportunityFiltersInAddress: FiltersInAddress<OpportunityFilters> = {
  fromSearch: filtersFromSearch,
  toSearch: searchOfFilters,
  none: noOpportunityFilters,
};
