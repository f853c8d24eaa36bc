import type { CalendarDate } from "@common/certifications/calendar-date";
import { countryWideJurisdictions, jurisdictionNames } from "@common/jurisdictions";
import { ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import { educationOpportunities } from "../../db/schema";
import { textArray } from "../../db/text-array";

const o = educationOpportunities;

/** The key a category is matched by, in SQL: as categoryKey (requirements.ts) has it. */
export const categoryKeyOf = (column: SQL | typeof o.category) => sql`lower(btrim(${column}))`;

/** A place's spelling, in SQL: as jurisdictionSpelling (common/jurisdictions) has it. */
const jurisdictionSpellingOf = (text: SQL) =>
  sql`regexp_replace(btrim(regexp_replace(regexp_replace(lower(${text}), '[.,]', '', 'g'),
    '\\s+', ' ', 'g')), '^(state|commonwealth|province) of ', '')`;

const names = sql`unnest(${textArray([...jurisdictionNames.keys()])},
  ${textArray([...jurisdictionNames.values()])}) known(spelling, name)`;

/**
 * The place a certification is held in, in SQL, as heldJurisdiction (common/jurisdictions) has
 * it: its name in lower case ("CA" is "california"), null when it states none or is held
 * country-wide. A course's places are kept by their names, so `lower` of one compares with it.
 */
export const heldJurisdictionOf = (text: SQL) =>
  sql`(select case when held.name = any(${textArray(countryWideJurisdictions)}) then null
      else held.name end
    from (select lower(coalesce(
      (select known.name from ${names} where known.spelling = ${jurisdictionSpellingOf(text)}),
      btrim(${text}))) as name) held)`;

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
