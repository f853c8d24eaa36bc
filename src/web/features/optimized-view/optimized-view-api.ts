import {
  type OptimizedViewFilters,
  type OptimizedViewPage,
  optimizedViewPageSchema,
} from "@common/optimized-view";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiGet, readUrl } from "@web/lib/api-get";

/** Rows asked for at a time as the table scrolls. */
export const optimizedViewPageSize = 100;

export const optimizedViewKeys = {
  all: ["optimized-view"] as const,
  list: (filters: OptimizedViewFilters) => [...optimizedViewKeys.all, "list", filters] as const,
};

export function fetchOptimizedViewPage(
  filters: OptimizedViewFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OptimizedViewPage> {
  return apiGet("/api/admin/certifications", optimizedViewPageSchema, {
    params: { ...filters, cursor, pageSize: optimizedViewPageSize },
    signal,
  });
}

/** The list as pages read one after the other, each from the cursor of the one before. */
export const optimizedViewQuery = (filters: OptimizedViewFilters) =>
  infiniteQueryOptions({
    queryKey: optimizedViewKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchOptimizedViewPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The CSV export of the rows the filters match, in the table's order. */
export const optimizedViewCsvUrl = (filters: OptimizedViewFilters) =>
  readUrl("/api/admin/certifications.csv", filters);
