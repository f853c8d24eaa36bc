import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./open";

/**
 * Inserts one row and answers it as stored. An insert that answers no row is a fault of the
 * database, never the caller's: it throws, naming `what` ("credit was not created").
 */
export async function insertRow<Table extends PgTable>(
  db: Pick<Database, "insert">,
  table: Table,
  what: string,
  values: PgInsertValue<Table>,
): Promise<Table["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`${what} was not created`);
  return row;
}
