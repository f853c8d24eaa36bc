import { hasCreditDecimals } from "@common/certifications/credit-amount";
import {
  type OpportunityFormat,
  type OpportunityListQuery,
  opportunityCosts,
  opportunityFormats,
} from "@common/opportunities";
import {
  dayFromAddress,
  filtersInAddress,
  isFilteredBeyond,
  listQueryOfFilters,
  oneOf,
  textFromAddress,
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

/** "Matches my gaps" in the address: `?gaps=only`. */
const gapsOnlyInAddress = ["gaps", "only"] as const;

/** How the filters of /opportunities are kept in the address (pages far past the last one refused). */
export const opportunityFiltersInAddress = filtersInAddress(
  noOpportunityFilters,
  (params) => ({
    category: textFromAddress(params, "category", 100) || null,
    format: oneOf(opportunityFormats, params.get("format")),
    minCredits: creditsFilterValue(params.get("minCredits")),
    maxCredits: creditsFilterValue(params.get("maxCredits")),
    cost: oneOf(opportunityCosts, params.get("cost")),
    startingFrom: dayFromAddress(params, "startingFrom"),
    gapsOnly: params.get(gapsOnlyInAddress[0]) === gapsOnlyInAddress[1],
  }),
  { largestPage: 10_000, switches: { gapsOnly: gapsOnlyInAddress } },
);

/** True when any filter narrows the list (the page number does not). */
export function isFiltered(filters: OpportunityFilters): boolean {
  return isFilteredBeyond(filters, noOpportunityFilters);
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
  const { gapsOnly, startingFrom, ...others } = filters;
  return {
    ...listQueryOfFilters(others, pageSize),
    maxCredits: isCreditRangeReversed(filters) ? undefined : (filters.maxCredits ?? undefined),
    startingFrom,
    gaps: gapsOnly ? "only" : "first",
  };
}
