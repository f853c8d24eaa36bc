import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * Column types whose value both drivers hand over as PostgreSQL's text (no parser of their
 * own: dates and times are parsed by the column, numerics kept exact until the column reads
 * them): inside JSON they travel as that same text, so the column reads the same value.
 */
const readFromText = /^(numeric|decimal|date|time|timestamp|interval)[^[]*$/;
/** Column types a JSON value carries as the driver's parser made them. */
const readAsJson = /^(integer|smallint|text|varchar(\(\d+\))?|boolean|jsonb?)$/;

/**
 * A whole row of `table` as one JSON array (`json_build_array`) and the function that reads it
 * back into the row drizzle would have answered. A page of rows then crosses from the database
 * as one value per row, instead of one per column: fewer fields for the driver to read and
 * parse one by one, and one `JSON.parse` per row. Each value is decoded by its column exactly
 * as a select of the column decodes it: integers, text and JSON arrive as the driver's parsers
 * made them, and the types above as the text they were sent as before. A table with a column
 * of any other type is refused when the reader is built.
 */
export function rowAsJson<Table extends PgTable>(table: Table) {
  const columns: [string, PgColumn][] = Object.entries(getTableColumns(table));
  const values: SQL[] = columns.map(([key, column]) => {
    const type = column.getSQLType();
    if (readFromText.test(type)) return sql`${column}::text`;
    if (readAsJson.test(type)) return sql`${column}`;
    // bytea, bigint, arrays, ...: JSON would hand their columns another value than a select.
    throw new Error(`rowAsJson: column ${key} of type ${type} cannot travel as JSON`);
  });
  return {
    json: sql<unknown[]>`json_build_array(${sql.join(values, sql`, `)})`,
    read(json: unknown[]): Table["$inferSelect"] {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) {
        const [key, column] = columns[index] as [string, PgColumn];
        const value = json[index];
        row[key] = value === null ? null : column.mapFromDriverValue(value);
      }
      return row as Table["$inferSelect"];
    },
  };
}
