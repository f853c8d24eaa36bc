import { progressStatus } from "@common/certifications/progress";
import type { OptimizedViewRow, OptimizedViewSort, SortDirection } from "@common/optimized-view";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, users } from "../../db/schema";
import { afterId, afterKey, type Cursor, orderOf, sortKeys } from "./certification-order";

export type Order = { sort: OptimizedViewSort; direction: SortDirection };

/** A row as read, with where it stands in its order (for the next page's cursor). */
export type ReadRow = { row: OptimizedViewRow; cursor: Cursor };

function fullNameOf(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter(Boolean).join(" ").trim();
  return name === "" ? null : name;
}

/** One ordered segment: rows matching `where`, in `order`, at most `limit`. */
async function readSegment(
  db: Database,
  order: Order,
  where: SQL | undefined,
  keyed: boolean,
  limit: number,
): Promise<ReadRow[]> {
  const sortKey = sortKeys[order.sort];
  const found = await db
    .select({
      id: certifications.id,
      name: certifications.name,
      provider: certifications.provider,
      expirationDate: certifications.expirationDate,
      reportingPeriodEnd: certifications.reportingPeriodEnd,
      creditsEarned: certifications.creditsEarned,
      creditsRequired: certifications.creditsRequired,
      creditsMissing: certifications.creditsMissing,
      creditsUnit: certifications.creditsUnit,
      status: certifications.status,
      updatedAt: certifications.updatedAt,
      holderId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      key: sql<string | null>`(${sortKey.key})::text`,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(where)
    .orderBy(...orderOf(keyed ? sortKey : null, order.direction))
    .limit(limit);
  return found.map((found) => ({
    row: {
      id: found.id,
      holder: {
        id: found.holderId,
        username: found.username,
        fullName: fullNameOf(found.firstName, found.lastName),
      },
      name: found.name,
      provider: found.provider,
      expirationDate: found.expirationDate,
      reportingPeriodEnd: found.reportingPeriodEnd,
      creditsEarned: found.creditsEarned,
      creditsRequired: found.creditsRequired,
      creditsUnit: found.creditsUnit,
      status: found.status,
      progress: progressStatus(found),
      updatedAt: found.updatedAt.toISOString(),
    },
    cursor: { ...order, key: found.key, id: found.id },
  }));
}

/**
 * Up to `limit` rows matching `where` after `cursor` (from the start without one), in `order`.
 * A nullable key is read as two segments (decision record "the optimized view"): the rows
 * with a key in order, then, when those run out, the rows without one by id. Each is a walk of
 * one index from the cursor on, so any page costs about the same.
 */
export async function readCertifications(
  db: Database,
  where: SQL | undefined,
  order: Order,
  cursor: Cursor | null,
  limit: number,
): Promise<ReadRow[]> {
  const sortKey = sortKeys[order.sort];
  if (!sortKey.nullable) {
    const after = cursor ? afterKey(sortKey, order.direction, cursor) : undefined;
    return readSegment(db, order, and(where, after), true, limit);
  }
  const empty = sql`${sortKey.key} is null`;
  if (cursor && cursor.key === null) {
    return readSegment(
      db,
      order,
      and(where, empty, afterId(order.direction, cursor.id)),
      false,
      limit,
    );
  }
  const after = cursor
    ? afterKey(sortKey, order.direction, cursor)
    : sql`${sortKey.key} is not null`;
  const keyed = await readSegment(db, order, and(where, after), true, limit);
  if (keyed.length === limit) return keyed;
  const rest = await readSegment(db, order, and(where, empty), false, limit - keyed.length);
  return [...keyed, ...rest];
}
