import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { HttpError } from "../shared/http-error";
import type { Database } from "./open";

/** A table of rows each user owns: an id of its own and its owner's. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** Whether to lock the row for the rest of the transaction. */
export type RowLock = { lock?: boolean };

/**
 * The user's row `id` of `table`, locked for the rest of the transaction when `lock` is set.
 * Another user's or a missing id answers the same 404, saying `notFound`, so an id tells
 * nobody whether someone else has it.
 */
export async function ownRow<Table extends OwnedTable>(
  db: Database,
  table: Table,
  userId: number,
  id: number,
  notFound: string,
  { lock = false }: RowLock = {},
): Promise<Table["$inferSelect"]> {
  // Drizzle cannot type a select from a table it does not know; the row is still the table's.
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, notFound);
  return row;
}
