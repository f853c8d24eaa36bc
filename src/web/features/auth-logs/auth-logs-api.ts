import {
  type AuthLogFilters,
  type AuthLogListQuery,
  authLogDetailSchema,
  authLogPageSchema,
} from "@common/auth-logs";
import { keepPreviousData } from "@tanstack/react-query";
import { readQuery } from "@web/lib/read-query";
import { appendParams, paramValue } from "@web/lib/url-params";

export const authLogKeys = {
  all: ["admin", "auth-logs"] as const,
  page: (query: AuthLogListQuery) => [...authLogKeys.all, "page", query] as const,
  entry: (id: number) => [...authLogKeys.all, "entry", id] as const,
};

/** The CSV export of the entries matching `filters`. */
export function authLogCsvUrl(filters: AuthLogFilters): string {
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(filters)) {
    const value = paramValue(raw);
    if (value !== null) pairs.push([name, value]);
  }
  return appendParams("/api/admin/auth-logs.csv", pairs);
}

export const authLogPageQuery = (query: AuthLogListQuery) => ({
  ...readQuery(authLogKeys.page(query), "/api/admin/auth-logs", authLogPageSchema, query),
  // The current page stays on screen while the next page or filter loads.
  placeholderData: keepPreviousData,
});

export const authLogEntryQuery = (id: number) => ({
  ...readQuery(authLogKeys.entry(id), `/api/admin/auth-logs/${id}`, authLogDetailSchema),
  // An entry never changes once written.
  staleTime: Number.POSITIVE_INFINITY,
});
