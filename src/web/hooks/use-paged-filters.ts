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
  return params.get(listParams.search)?.trim().slice(0, 200) ?? "";
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
