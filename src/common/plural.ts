/**
 * Counts shown with a noun, by the English plural rules of Intl.PluralRules: only a count of
 * exactly 1 takes the singular; 0, decimals such as 1.5 and larger counts take the plural.
 */
const englishPlurals = new Intl.PluralRules("en-US");

/** The form of the noun that goes with `count`: "hour" for 1; "hours" for 0, 1.5 or 2. */
export function plural(count: number, one: string, other: string): string {
  return englishPlurals.select(count) === "one" ? one : other;
}

/** The count and its noun: "1 hour", "1.5 hours", "0 hours". */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}
