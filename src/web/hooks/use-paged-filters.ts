import { isCalendarDate } from "@common/certifications/calendar-date";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "wouter";

/** How a paged list's filters (its page number included) are read from and written to the address. */
export type FiltersInAddress<Filters extends { page: number }> = {
  fromSearch(params: URLSearchParams): Filters;
  toSearch(filters: Filters): Record<string, string>;
  /** The filters of the unfiltered list, on its first page. */
  none: Filters;
};

/**
 * A paged list's filters kept in the address (`address` is a module-level constant), so a reload or a copied link shows the same list:
 * a filter change starts from the first page and replaces the address (Back leaves the page), a
 * page change is a step Back returns from, and clearing shows the unfiltered first page.
 */
export function usePagedFilters<Filters extends { page: number }>(
  address: FiltersInAddress<Filters>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = address.fromSearch(searchParams);
  const showPage = useCallback(
    (page: number, replace: boolean) =>
      setSearchParams((current) => address.toSearch({ ...address.fromSearch(current), page }), {
        replace,
      }),
    [address, setSearchParams],
  );
  return {
    filters,
    /** True when a filter narrows the list (the page number does not). */
    filtered: isFilteredBeyond(filters, address.none),
    changeFilters: (change: Partial<Omit<Filters, "page">>) =>
      setSearchParams(
        (current) => address.toSearch({ ...address.fromSearch(current), ...change, page: 1 }),
        { replace: true },
      ),
    changePage: (page: number) => {
      showPage(page, false);
      window.scrollTo({ top: 0 });
    },
    clearFilters: () => setSearchParams(address.toSearch(address.none), { replace: true }),
    showPage,
  };
}

/**
 * The number of pages of a list's settled answer (not the previous page kept while the next one
 * loads), at least 1. An old address asking for a page past the end shows the last one instead.
 */
export function usePageCount(
  {
    filters,
    showPage,
  }: { filters: { page: number }; showPage(page: number, replace: boolean): void },
  answer: { data: { total: number } | undefined; isPlaceholderData: boolean },
  pageSize: number,
): number {
  const settledTotal = answer.isPlaceholderData ? undefined : answer.data?.total;
  const pages = pageCount(settledTotal ?? 0, pageSize);
  const pastTheEnd = settledTotal !== undefined && settledTotal > 0 && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd) showPage(pages, true);
  }, [pastTheEnd, pages, showPage]);
  return pages;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The names a list's search text and page number have in the address, on every list page. */
export const listParams = { search: "search", page: "page" } as const;

/** The search text in the address (`?search=`), trimmed and cut to 200 characters. */
export function searchFromAddress(params: URLSearchParams): string {
  return textFromAddress(params, listParams.search, 200);
}

/** The text of `name` in the address, trimmed and cut to `maxLength` characters; "" when absent. */
export function textFromAddress(params: URLSearchParams, name: string, maxLength: number): string {
  return params.get(name)?.trim().slice(0, maxLength) ?? "";
}

/** The calendar day of `name` in the address ("2026-03-01"), else null (not a day). */
export function dayFromAddress(params: URLSearchParams, name: string): string | null {
  const text = params.get(name);
  return text && isCalendarDate(text) ? text : null;
}

/**
 * The page number in the address (`?page=`): a whole number from 1 up to `largestPage` (far
 * past the list's last page), else the first page, so an address asking for more starts over.
 */
export function pageFromAddress(params: URLSearchParams, largestPage = 100_000): number {
  const page = Number(params.get(listParams.page));
  return Number.isInteger(page) && page >= 1 && page <= largestPage ? page : 1;
}

/** The value in the address when it is one of `values`, else null (a value it cannot mean). */
export function oneOf<Value extends string>(
  values: readonly Value[],
  value: string | null,
): Value | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** A filter left as it is on the unfiltered list: `none`'s value, null, undefined or empty text. */
function isUnset(value: unknown, none: unknown): boolean {
  return value === none || value === null || value === undefined || value === "";
}

/**
 * The address's query for `filters`: each one that differs from `none` (a page number past the
 * first included), as text named by its key, in `none`'s order. A yes/no filter that is on is
 * written as its entry in `switches` (`{ gapsOnly: ["gaps", "only"] }` writes `?gaps=only`).
 */
export function searchOfFilters<Filters extends object>(
  filters: Filters,
  none: Filters,
  switches: { [Key in keyof Filters]?: readonly [name: string, text: string] } = {},
): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(none) as (keyof Filters & string)[]) {
    const value = filters[key];
    if (isUnset(value, none[key])) continue;
    const [name, text] = switches[key] ?? [key, String(value)];
    search[name] = text;
  }
  return search;
}

/**
 * True when a filter narrows the list: one differs from `none`, apart from those `ignoring`
 * names (by default the page number, which moves through the list without narrowing it).
 */
export function isFilteredBeyond<Filters extends object>(
  filters: Filters,
  none: Filters,
  ignoring: readonly PropertyKey[] = [listParams.page],
): boolean {
  return (Object.keys(none) as (keyof Filters & string)[]).some(
    (key) => !ignoring.includes(key) && !isUnset(filters[key], none[key]),
  );
}

/** The API's value of each filter: one not set (null or empty text) is left out. */
export type QueryOfFilters<Filters> = {
  [Key in keyof Filters]: null extends Filters[Key]
    ? Exclude<Filters[Key], null> | undefined
    : Filters[Key] extends string
      ? Filters[Key] | undefined
      : Filters[Key];
};

/** The API's query of one page of `pageSize` rows: the filters set, the others left out. */
export function listQueryOfFilters<Filters extends object>(
  filters: Filters,
  pageSize: number,
): QueryOfFilters<Filters> & { pageSize: number } {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    query[key] = value === null || value === "" ? undefined : value;
  }
  return { ...query, pageSize } as QueryOfFilters<Filters> & { pageSize: number };
}

/**
 * How a searched, paged list's filters are kept in the address: the search text and the page
 * number (up to `largestPage`) are read here, the list's own filters by `readFilters`; written
 * back, only what differs from `none` is kept (see `searchOfFilters` for `switches`).
 */
export function filtersInAddress<Filters extends { search: string; page: number }>(
  none: Filters,
  readFilters: (params: URLSearchParams) => Omit<Filters, "search" | "page">,
  {
    largestPage,
    switches,
  }: { largestPage?: number; switches?: Parameters<typeof searchOfFilters<Filters>>[2] } = {},
): FiltersInAddress<Filters> {
  return {
    fromSearch: (params) => ({
      ...none,
      search: searchFromAddress(params),
      ...readFilters(params),
      page: pageFromAddress(params, largestPage),
    }),
    toSearch: (filters) => searchOfFilters(filters, none, switches),
    none,
  };
}
