import { type SQL, sql } from "drizzle-orm";
import { textArray } from "../../db/text-array";

/**
 * Whose reminders a sweep reads: everyone (undefined), one user (after a change of theirs), or
 * the users whose day began since the last sweep (by time zone) and those whose certifications,
 * preferences or reminders changed since (by id).
 */
export type SweptUsers = undefined | number | { zones: string[]; userIds: number[] };

/** No one: a sweep with nothing new since the last one. */
export function isNoOne(users: SweptUsers): boolean {
  return typeof users === "object" && users.zones.length === 0 && users.userIds.length === 0;
}

/**
 * `and <the user is one of them>`, for a query whose user id is `id` and whose user's time zone
 * is `zone` (without `zone`, the users by time zone are not narrowed to: a query that does not
 * depend on the day).
 */
export function andSwept(users: SweptUsers, id: SQL, zone?: SQL): SQL {
  if (users === undefined) return sql``;
  if (typeof users === "number") return sql`and ${id} = ${users}`;
  const byId = sql`${id} = any(${`{${users.userIds.join(",")}}`}::int[])`;
  if (!zone || users.zones.length === 0) return sql`and ${byId}`;
  return sql`and (${zone} = any(${textArray(users.zones)}) or ${byId})`;
}
