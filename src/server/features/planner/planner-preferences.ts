import { type PlannerPreferences, plannerPreferencesSchema } from "@common/planner";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { plannerPreferences } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";

const p = plannerPreferences;

const columns = {
  excludedCourses: p.excludedCourses,
  excludedProviders: p.excludedProviders,
  excludedFormats: p.excludedFormats,
  budget: p.budget,
  monthlyHoursLimit: p.monthlyHoursLimit,
  pinnedCourses: p.pinnedCourses,
  includeInCalendar: p.includeInCalendar,
};

/** The user's planner preferences; the defaults until they saved any. */
export async function readPlannerPreferences(
  db: Database,
  userId: number,
): Promise<PlannerPreferences> {
  const [row] = await db.select(columns).from(p).where(eq(p.userId, userId));
  return row ?? plannerPreferencesSchema.parse({});
}

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Saves the user's planner preferences whole, each list once per value. Course ids are kept as
 * given, whether or not the catalogue holds them today: the catalogue changes under them (a
 * course removed later is simply never planned), so refusing one now would protect nothing.
 */
export async function savePlannerPreferences(
  { db, clock }: ServiceDeps,
  userId: number,
  preferences: PlannerPreferences,
): Promise<PlannerPreferences> {
  const values = {
    ...preferences,
    excludedCourses: distinct(preferences.excludedCourses),
    excludedProviders: distinct(preferences.excludedProviders),
    excludedFormats: distinct(preferences.excludedFormats),
    pinnedCourses: distinct(preferences.pinnedCourses),
    updatedAt: clock.now(),
  };
  const [saved] = await db
    .insert(p)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: p.userId, set: values })
    .returning(columns);
  if (!saved) throw new Error("planner preferences were not saved");
  return saved;
}
