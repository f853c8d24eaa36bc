import type { CalendarDate } from "@common/certifications/calendar-date";
import { ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import { educationOpportunities } from "../../db/schema";

const o = educationOpportunities;

/** The key a category is matched by, in SQL: as categoryKey (requirements.ts) has it. */
export const categoryKeyOf = (column: SQL | typeof o.category) => sql`lower(btrim(${column}))`;

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
