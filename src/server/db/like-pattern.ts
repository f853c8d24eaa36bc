/**
 * An ILIKE pattern finding `search` anywhere in a text, with `%`, `_` and `\` in the search
 * taken literally (PostgreSQL's default LIKE escape is the backslash).
 */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
