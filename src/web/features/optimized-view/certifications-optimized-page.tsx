import type { OptimizedViewSort } from "@common/optimized-view";
import { plural } from "@common/plural";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ErrorDisplay } from "@web/components/error-display";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Download } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "wouter";
import { CertificationsGrid } from "./certifications-grid";
import { optimizedViewQuery } from "./optimized-view-api";
import { type FilterChange, OptimizedViewFilterBar } from "./optimized-view-filter-bar";
import {
  filtersFromSearch,
  isFiltered,
  noOptimizedViewFilters,
  searchOfOptimizedView,
} from "./optimized-view-filters";
import { useCsvExport } from "./use-csv-export";

const numberFormat = new Intl.NumberFormat("en-US");

/** "12,345 certifications", or "10,000+ certifications" past the count's cap. */
function countText(total: { count: number; more: boolean }): string {
  const number = `${numberFormat.format(total.count)}${total.more ? "+" : ""}`;
  return `${number} ${plural(total.more ? 2 : total.count, "certification", "certifications")}`;
}

/**
 * The Optimized View (administrators): every certification of every user in one table,
 * sorted, filtered and read page by page on the server as the table scrolls. The filters and
 * the order live in the address; the CSV export takes the same ones.
 */
export function CertificationsOptimizedPage() {
  useDocumentTitle("Optimized View");
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const list = useInfiniteQuery(optimizedViewQuery(filters));
  const csv = useCsvExport();

  const changeFilters: FilterChange = (change) =>
    setSearchParams(
      (current) => searchOfOptimizedView({ ...filtersFromSearch(current), ...change }),
      {
        replace: true,
      },
    );
  const clearFilters = () =>
    setSearchParams(
      searchOfOptimizedView({
        ...noOptimizedViewFilters,
        sort: filters.sort,
        direction: filters.direction,
      }),
      { replace: true },
    );
  const sortBy = (sort: OptimizedViewSort) =>
    changeFilters({
      sort,
      direction: sort === filters.sort && filters.direction === "asc" ? "desc" : "asc",
    });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const needMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? null;
  const filtered = isFiltered(filters);

  return (
    <div className="grid w-full min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Optimized View</h1>
          <p className="text-sm text-muted-foreground">
            Every certification of every user, sorted and filtered on the server.
          </p>
        </div>
        <Button
          variant="outline"
          disabled={csv.running}
          onClick={() => void csv.start(filters)}
          className="self-start"
        >
          <Download aria-hidden="true" />
          {csv.running ? "Exporting…" : "Export CSV"}
        </Button>
      </div>
      <OptimizedViewFilterBar filters={filters} onChange={changeFilters} />
      <div className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <p aria-live="polite">
          {total && countText(total)}
          {list.isFetching && !list.isFetchingNextPage && list.data && " · Updating…"}
        </p>
        {filtered && total && total.count > 0 && (
          <Button variant="link" className="h-auto p-0" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
        <p aria-live="polite" className="sm:ml-auto">
          {csv.saved && `Saved ${csv.saved}`}
        </p>
      </div>
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorDisplay error={list.error} onRetry={() => void list.refetch()} />
      )}
      {total?.count === 0 &&
        (filtered ? (
          <NoneMatch onClear={clearFilters}>No certifications match these filters</NoneMatch>
        ) : (
          <EmptyList>No certifications yet. They appear here as soon as users add them.</EmptyList>
        ))}
      {rows.length > 0 && (
        <CertificationsGrid
          rows={rows}
          rowCount={total && !total.more ? total.count : null}
          hasMore={Boolean(hasNextPage)}
          fetchingMore={isFetchingNextPage}
          onNeedMore={needMore}
          sort={filters.sort}
          direction={filters.direction}
          onSort={sortBy}
          resetKey={JSON.stringify(filters)}
        />
      )}
    </div>
  );
}
