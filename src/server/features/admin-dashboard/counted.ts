import { type SQL, sql } from "drizzle-orm";

/** `count(*)`, or `count(*) filter (where …)`: many figures from one scan of a table. */
export function counted(where?: SQL) {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql<number>`count(*)${filter}`.mapWith(Number);
}
