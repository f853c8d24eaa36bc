import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * An ILIKE pattern finding `search` anywhere in a text, with `%`, `_` and `\` in the search
 * taken literally (PostgreSQL's default LIKE escape is the backslash).
 */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `text` holds `search` anywhere, case-insensitively, as `lower(text) like lower(pattern)`:
 * the form a trigram index on `lower(text)` answers (schema.ts, `trigrams`) for a search of
 * three characters or more; a shorter one reads every row.
 */
export function containsText(text: Column | SQL, search: string): SQL {
  return sql`lower(${text}) like lower(${likePattern(search)})`;
}
