import type { CalendarDate } from "@common/certifications/calendar-date";
import { countryWideJurisdictions, jurisdictionAliases } from "@common/jurisdictions";
import { ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import { educationOpportunities } from "../../db/schema";
import { textArray } from "../../db/text-array";

const o = educationOpportunities;

/** The key a category is matched by, in SQL: as categoryKey (requirements.ts) has it. */
export const categoryKeyOf = (column: SQL | typeof o.category) => sql`lower(btrim(${column}))`;

/** A jurisdiction's spelling, in SQL: as jurisdictionSpelling (common/jurisdictions) has it. */
const jurisdictionSpellingOf = (text: SQL) =>
  sql`regexp_replace(btrim(regexp_replace(regexp_replace(lower(${text}), '[.,]', '', 'g'),
    '\\s+', ' ', 'g')), '^(state|commonwealth|province) of ', '')`;

const aliasSpellings = textArray([...jurisdictionAliases.keys()]);
const aliasKeys = textArray([...jurisdictionAliases.values()]);

/**
 * The key a jurisdiction is matched by, in SQL: as jurisdictionKey (common/jurisdictions) has
 * it ("CA" and "State of California" are "california"); null for null.
 */
export const jurisdictionKeyOf = (text: SQL) =>
  sql`(select coalesce(alias.key, spelled.spelling)
    from (select ${jurisdictionSpellingOf(text)} as spelling) spelled
    left join unnest(${aliasSpellings}, ${aliasKeys}) alias(spelling, key)
      on alias.spelling = spelled.spelling)`;

/**
 * A certification's jurisdiction as approvals are matched against it, in SQL: as
 * heldJurisdictionKey (common/jurisdictions) has it; null when held country-wide or beyond.
 */
export const heldJurisdictionKeyOf = (text: SQL) =>
  sql`(select case when held.key = any(${textArray(countryWideJurisdictions)}) then null
      else held.key end
    from (select ${jurisdictionKeyOf(text)} as key) held)`;

/** Opportunities whose title, provider, description or category holds `search`. */
export const searchedFor = (search: string): SQL | undefined => {
  const pattern = likePattern(search);
  return or(
    ilike(o.title, pattern),
    ilike(o.provider, pattern),
    ilike(o.description, pattern),
    ilike(o.category, pattern),
  );
};

/** Opportunities of the category, matched without regard to case or surrounding spaces. */
export const inCategory = (category: string) =>
  sql`${categoryKeyOf(o.category)} = ${categoryKeyOf(sql`${category}`)}`;

/**
 * Finished on `today`: its end date, or its start date when it has no end, is past. An
 * undated one is never finished.
 */
export const finishedOn = (today: CalendarDate) =>
  sql<boolean>`coalesce(${o.endDate}, ${o.startDate}, ${today}) < ${today}`.mapWith(Boolean);

/** Not finished on `today`: still open to take (what the users' list keeps). */
export const openOn = (today: CalendarDate) =>
  sql`coalesce(${o.endDate}, ${o.startDate}, ${today}) >= ${today}`;
