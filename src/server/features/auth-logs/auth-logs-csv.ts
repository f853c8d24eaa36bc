import type { AuthLogFilters } from "@common/auth-logs";
import { and } from "drizzle-orm";
import type { Database } from "../../db/open";
import { authLogs } from "../../db/schema";
import { csvByteOrderMark, csvRow } from "../../shared/csv";
import { authLogFilterCondition, comparedToEntry, newestFirst } from "./auth-log-filters";
import { authLogEntryColumns } from "./list-auth-logs";

export const authLogCsvHeader = [
  "Time",
  "Username",
  "User ID",
  "Event",
  "Subtype",
  "Status",
  "IP address",
  "Browser",
  "Details",
] as const;

/** Rows read per query: a few milliseconds each, and a few hundred kilobytes held at once. */
export const authLogCsvBatch = 1000;

/**
 * The entries matching `filters` as CSV, newest first, produced as it is read: batches of
 * `authLogCsvBatch` rows by keyset (after the last row sent), each written before the next is
 * read, so the whole log never sits in memory. Starts with the byte order mark and the header;
 * times are ISO 8601 in UTC, details their JSON.
 */
export async function* authLogsCsv(db: Database, filters: AuthLogFilters): AsyncGenerator<string> {
  yield `${csvByteOrderMark}${csvRow(authLogCsvHeader)}`;
  const where = authLogFilterCondition(filters);
  let lastId: number | undefined;
  for (;;) {
    const rows = await db
      .select({ ...authLogEntryColumns, details: authLogs.details })
      .from(authLogs)
      .where(and(where, lastId === undefined ? undefined : comparedToEntry("<", lastId)))
      .orderBy(...newestFirst)
      .limit(authLogCsvBatch);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRow([
          row.createdAt.toISOString(),
          row.username,
          row.userId,
          row.eventType,
          row.eventSubtype,
          row.status,
          row.ipAddress,
          row.userAgent,
          row.details === null ? null : JSON.stringify(row.details),
        ]),
      )
      .join("");
    if (rows.length < authLogCsvBatch) return;
    lastId = rows.at(-1)?.id;
  }
}
