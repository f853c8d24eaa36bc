import type { AuthLogFilters } from "@common/auth-logs";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { authLogs } from "../../db/schema";

/**
 * The WHERE of the auth log's filters. Each one has an index leading with its column
 * (`lower(username)`, `event_type`, `status`, `ip_address`, `created_at`), each followed by
 * `created_at`, so a page newest first reads only what it shows.
 */
export function authLogFilterCondition(filters: AuthLogFilters): SQL | undefined {
  return and(
    filters.username
      ? sql`lower(${authLogs.username}) = ${filters.username.toLowerCase()}`
      : undefined,
    filters.eventType ? eq(authLogs.eventType, filters.eventType) : undefined,
    filters.status ? eq(authLogs.status, filters.status) : undefined,
    filters.ipAddress ? eq(authLogs.ipAddress, filters.ipAddress) : undefined,
    filters.from ? gte(authLogs.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(authLogs.createdAt, new Date(filters.to)) : undefined,
  );
}

/**
 * Where an entry stands in the log's order (newest first: `created_at`, then `id`), compared
 * with the entry `id`'s own place. Read in SQL, so the microseconds of `created_at` count.
 */
export function comparedToEntry(comparison: "<" | ">" | "<=" | ">=", id: number): SQL {
  return sql`(${authLogs.createdAt}, ${authLogs.id}) ${sql.raw(comparison)} (select boundary.created_at, boundary.id from ${authLogs} as boundary where boundary.id = ${id})`;
}

/** Newest first, and the other way for a "Newer" page read from its oldest entry up. */
export const newestFirst = [sql`${authLogs.createdAt} desc`, sql`${authLogs.id} desc`];
export const oldestFirst = [sql`${authLogs.createdAt} asc`, sql`${authLogs.id} asc`];
