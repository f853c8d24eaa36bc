import {
  type OptimizedViewPage,
  type OptimizedViewQuery,
  optimizedViewCountCap,
} from "@common/optimized-view";
import { type SQL, sql } from "drizzle-orm";
import { userToday } from "../../clock";
import type { Database } from "../../db/open";
import { certifications } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { certificationFilters } from "./certification-filters";
import { decodeCursor, encodeCursor } from "./certification-order";
import { readCertifications } from "./read-certifications";

/**
 * How many rows match, counted no further than optimizedViewCountCap + 1: an exact count of a
 * million rows would cost more than the page itself, and "10,000+" says enough.
 */
async function cappedCount(
  db: Database,
  where: SQL | undefined,
): Promise<OptimizedViewPage["total"]> {
  const limited = db
    .select({ one: sql`1` })
    .from(certifications)
    .where(where)
    .limit(optimizedViewCountCap + 1)
    .as("matching");
  const [counted] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(limited);
  const count = counted?.count ?? 0;
  return { count: Math.min(count, optimizedViewCountCap), more: count > optimizedViewCountCap };
}

/**
 * One page of every certification of every user, for the administrator `viewer` (whose day
 * "expiring within" counts from): the first without a cursor (and then with the count), the
 * page after the cursor's otherwise.
 */
export async function certificationsPage(
  { db, clock }: ServiceDeps,
  viewer: { timeZone: string },
  query: OptimizedViewQuery,
): Promise<OptimizedViewPage> {
  const { cursor: cursorText, pageSize, ...filters } = query;
  const order = { sort: query.sort, direction: query.direction };
  const cursor = cursorText ? decodeCursor(cursorText, order) : null;
  const where = certificationFilters(db, filters, userToday(viewer, clock));
  const read = await readCertifications(db, where, order, cursor, pageSize + 1);
  const rows = read.slice(0, pageSize);
  const last = rows.at(-1);
  const more = read.length > pageSize;
  // A first page that holds every match has counted them already.
  let total: OptimizedViewPage["total"] = null;
  if (!cursor) total = more ? await cappedCount(db, where) : { count: rows.length, more: false };
  return {
    rows: rows.map(({ row }) => row),
    nextCursor: more && last ? encodeCursor(last.cursor) : null,
    total,
  };
}
