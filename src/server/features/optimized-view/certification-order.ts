import {
  type OptimizedViewSort,
  optimizedViewMessages,
  optimizedViewSorts,
  type SortDirection,
  sortDirections,
} from "@common/optimized-view";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { certifications, users } from "../../db/schema";
import { HttpError } from "../../shared/http-error";

/**
 * The orders of the optimized view. Each sorts by one key and then the certification id, so
 * two rows never tie and a page ends at one exact place; each key has an index on (key, id)
 * (schema.ts), walked forwards for asc and backwards for desc. A nullable key is read in two
 * segments, its dated (or named) rows in order and then its empty ones by id, so empty values
 * come last both ways with one index.
 */
type SortKey = {
  /** The value sorted by, as the index holds it. */
  key: SQL;
  /** Its SQL type, to compare a cursor's text with it. */
  type: "text" | "date" | "numeric";
  nullable: boolean;
};

export const sortKeys: Record<OptimizedViewSort, SortKey> = {
  holder: { key: sql`lower(${users.username})`, type: "text", nullable: false },
  name: { key: sql`lower(${certifications.name})`, type: "text", nullable: false },
  provider: { key: sql`lower(${certifications.provider})`, type: "text", nullable: true },
  expiration: { key: sql`${certifications.expirationDate}`, type: "date", nullable: true },
  reportingPeriodEnd: {
    key: sql`${certifications.reportingPeriodEnd}`,
    type: "date",
    nullable: true,
  },
  creditsEarned: { key: sql`${certifications.creditsEarned}`, type: "numeric", nullable: false },
  creditsRequired: {
    key: sql`${certifications.creditsRequired}`,
    type: "numeric",
    nullable: false,
  },
  status: { key: sql`${certifications.status}`, type: "text", nullable: false },
};

/** Where a page ended: the order it was read in, and the last row's key (as text) and id. */
const cursorSchema = z.object({
  sort: z.enum(optimizedViewSorts),
  direction: z.enum(sortDirections),
  key: z.string().max(400).nullable(),
  id: z.number().int().min(1),
});
export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/**
 * The cursor a page was asked with; a cursor that is not one, or one of another order (an
 * old page of a list since re-sorted), is refused with 400 rather than read in the wrong order.
 */
export function decodeCursor(
  text: string,
  order: { sort: OptimizedViewSort; direction: SortDirection },
): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (
    !cursor.success ||
    cursor.data.sort !== order.sort ||
    cursor.data.direction !== order.direction ||
    (cursor.data.key === null && !sortKeys[order.sort].nullable)
  ) {
    throw new HttpError(400, optimizedViewMessages.staleCursor);
  }
  return cursor.data;
}

const typed = (value: string, type: SortKey["type"]): SQL => {
  switch (type) {
    case "date":
      return sql`${value}::date`;
    case "numeric":
      return sql`${value}::numeric`;
    case "text":
      return sql`${value}::text`;
  }
};

/**
 * What comes after the cursor in the dated segment: `(key, id)` past the cursor's, as a row
 * comparison the index answers, with the key alone beside it so an order on the holder's
 * name (another table) starts its index walk at the right place too.
 */
export function afterKey(sortKey: SortKey, direction: SortDirection, cursor: Cursor): SQL {
  if (cursor.key === null) throw new Error("a cursor of the empty segment has no key");
  const value = typed(cursor.key, sortKey.type);
  return direction === "asc"
    ? sql`(${sortKey.key} >= ${value} and (${sortKey.key}, ${certifications.id}) > (${value}, ${cursor.id}))`
    : sql`(${sortKey.key} <= ${value} and (${sortKey.key}, ${certifications.id}) < (${value}, ${cursor.id}))`;
}

/** What comes after the cursor's id among the rows whose key is empty. */
export function afterId(direction: SortDirection, id: number): SQL {
  return direction === "asc"
    ? sql`${certifications.id} > ${id}`
    : sql`${certifications.id} < ${id}`;
}

/** The ORDER BY of a segment: by the key and id, or (the empty segment) by id alone. */
export function orderOf(sortKey: SortKey | null, direction: SortDirection): SQL[] {
  const way = direction === "asc" ? sql`asc` : sql`desc`;
  const byId = sql`${certifications.id} ${way}`;
  return sortKey ? [sql`${sortKey.key} ${way}`, byId] : [byId];
}
