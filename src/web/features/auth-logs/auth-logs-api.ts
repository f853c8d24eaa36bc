import {
  type AuthLogDetail,
  type AuthLogFilters,
  type AuthLogListQuery,
  type AuthLogPage,
  authLogDetailSchema,
  authLogPageSchema,
} from "@common/auth-logs";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";
import { appendParams, paramValue } from "@web/lib/url-params";

export const authLogKeys = {
  all: ["admin", "auth-logs"] as const,
  page: (query: AuthLogListQuery) => [...authLogKeys.all, "page", query] as const,
  entry: (id: number) => [...authLogKeys.all, "entry", id] as const,
};

export function fetchAuthLogPage(
  query: AuthLogListQuery,
  signal?: AbortSignal,
): Promise<AuthLogPage> {
  return apiGet("/api/admin/auth-logs", authLogPageSchema, { params: query, signal });
}

export function fetchAuthLogEntry(id: number, signal?: AbortSignal): Promise<AuthLogDetail> {
  return apiGet(`/api/admin/auth-logs/${id}`, authLogDetailSchema, { signal });
}

/** The CSV export of the entries matching `filters`. */
export function authLogCsvUrl(filters: AuthLogFilters): string {
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(filters)) {
    const value = paramValue(raw);
    if (value !== null) pairs.push([name, value]);
  }
  return appendParams("/api/admin/auth-logs.csv", pairs);
}

export function authLogPageQuery(query: AuthLogListQuery) {
  return queryOptions({
    queryKey: authLogKeys.page(query),
    queryFn: ({ signal }) => fetchAuthLogPage(query, signal),
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function authLogEntryQuery(id: number) {
  return queryOptions({
    queryKey: authLogKeys.entry(id),
    queryFn: ({ signal }) => fetchAuthLogEntry(id, signal),
    // An entry never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
