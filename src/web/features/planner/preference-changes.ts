import type { OpportunityFormat } from "@common/opportunities";
import type { PlannerPreferences } from "@common/planner";

/**
 * The changes a planned course's actions and the preferences panel make: each answers the
 * whole preferences to save, as PUT /api/planner/preferences takes them.
 */

function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((kept) => kept !== item);
}

function withOnce<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? [...list] : [...list, item];
}

export const preferenceChanges = {
  /** Never plan this course again (a pinned course is unpinned). */
  excludeCourse: (preferences: PlannerPreferences, opportunityId: number) => ({
    ...preferences,
    excludedCourses: withOnce(preferences.excludedCourses, opportunityId),
    pinnedCourses: without(preferences.pinnedCourses, opportunityId),
  }),
  includeCourse: (preferences: PlannerPreferences, opportunityId: number) => ({
    ...preferences,
    excludedCourses: without(preferences.excludedCourses, opportunityId),
  }),
  excludeProvider: (preferences: PlannerPreferences, provider: string) => ({
    ...preferences,
    excludedProviders: withOnce(preferences.excludedProviders, provider),
  }),
  includeProvider: (preferences: PlannerPreferences, provider: string) => ({
    ...preferences,
    excludedProviders: without(preferences.excludedProviders, provider),
  }),
  excludeFormat: (preferences: PlannerPreferences, format: OpportunityFormat) => ({
    ...preferences,
    excludedFormats: withOnce(preferences.excludedFormats, format),
  }),
  includeFormat: (preferences: PlannerPreferences, format: OpportunityFormat) => ({
    ...preferences,
    excludedFormats: without(preferences.excludedFormats, format),
  }),
  /** Keep this course in the plan whatever else changes. */
  pin: (preferences: PlannerPreferences, opportunityId: number) => ({
    ...preferences,
    pinnedCourses: withOnce(preferences.pinnedCourses, opportunityId),
  }),
  unpin: (preferences: PlannerPreferences, opportunityId: number) => ({
    ...preferences,
    pinnedCourses: without(preferences.pinnedCourses, opportunityId),
  }),
} satisfies Record<string, (preferences: PlannerPreferences, item: never) => PlannerPreferences>;
