import { type SQL, sql } from "drizzle-orm";

/**
 * A list of texts as one `text[]` parameter: a PostgreSQL array literal with each element
 * quoted, so commas, braces, quotes and backslashes in a text stay inside it. One parameter
 * however long the list, on both engines.
 */
export function textArray(texts: readonly string[]): SQL {
  const quoted = texts.map((text) => `"${text.replace(/["\\]/g, "\\$&")}"`);
  return sql`${`{${quoted.join(",")}}`}::text[]`;
}
