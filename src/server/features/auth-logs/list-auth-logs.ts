import {
  type AuthLogEntry,
  type AuthLogListQuery,
  type AuthLogPage,
  authLogCountLimit,
  authLogMessages,
} from "@common/auth-logs";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { authLogs } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import {
  authLogFilterCondition,
  comparedToEntry,
  newestFirst,
  oldestFirst,
} from "./auth-log-filters";

export const authLogEntryColumns = {
  id: authLogs.id,
  createdAt: authLogs.createdAt,
  userId: authLogs.userId,
  username: authLogs.username,
  eventType: authLogs.eventType,
  eventSubtype: authLogs.eventSubtype,
  status: authLogs.status,
  ipAddress: authLogs.ipAddress,
  userAgent: authLogs.userAgent,
};

type EntryRow = Omit<AuthLogEntry, "createdAt"> & { createdAt: Date };

export const entryOfRow = (row: EntryRow): AuthLogEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function anyEntry(db: Database, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ id: authLogs.id }).from(authLogs).where(where).limit(1);
  return row !== undefined;
}

/** How many entries match, counted up to the limit (a bounded read whatever the log's size). */
async function countMatching(db: Database, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(authLogs)
    .where(where)
    .limit(authLogCountLimit)
    .as("capped");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  const count = row?.count ?? 0;
  return { count, atLeast: count >= authLogCountLimit };
}

async function refuseUnknownCursor(db: Database, field: "before" | "after", id: number) {
  if (!(await anyEntry(db, eq(authLogs.id, id)))) {
    throw new HttpError(400, `${field}: ${authLogMessages.unknownCursor}`);
  }
}

/**
 * One page of the auth log, newest first, read by keyset: the page after or before an entry
 * (its `created_at` and `id`), never an offset, so every page costs the same on a million
 * rows and a page never repeats or skips an entry when new ones arrive.
 */
export async function listAuthLogs(db: Database, query: AuthLogListQuery): Promise<AuthLogPage> {
  const filters = authLogFilterCondition(query);
  const { before, after, pageSize } = query;
  if (before !== undefined) await refuseUnknownCursor(db, "before", before);
  if (after !== undefined) await refuseUnknownCursor(db, "after", after);
  const readingNewer = after !== undefined;
  const boundary =
    before !== undefined
      ? comparedToEntry("<", before)
      : after !== undefined
        ? comparedToEntry(">", after)
        : undefined;
  const [rows, matching] = await Promise.all([
    db
      .select(authLogEntryColumns)
      .from(authLogs)
      .where(and(filters, boundary))
      .orderBy(...(readingNewer ? oldestFirst : newestFirst))
      .limit(pageSize + 1),
    countMatching(db, filters),
  ]);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (readingNewer) page.reverse();
  const newest = page[0];
  const oldest = page.at(-1);
  // Read one way, the extra row says whether another page follows; the other way, one more
  // query says whether anything lies beyond the page's far end (nothing does on the first page).
  const olderExists = readingNewer
    ? oldest !== undefined && (await anyEntry(db, and(filters, comparedToEntry("<", oldest.id))))
    : more;
  const newerExists = readingNewer
    ? more
    : before !== undefined &&
      newest !== undefined &&
      (await anyEntry(db, and(filters, comparedToEntry(">", newest.id))));
  const older = olderExists && oldest ? oldest.id : null;
  const newer = newerExists && newest ? newest.id : null;
  return { entries: page.map(entryOfRow), older, newer, matching };
}
