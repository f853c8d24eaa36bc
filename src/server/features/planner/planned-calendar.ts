import type { CalendarDate } from "@common/certifications/calendar-date";
import { hasPremium } from "@common/plan";
import type { PlanCourse } from "@common/planner";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { currentPlan } from "./current-plan";
import { readPlannerPreferences } from "./planner-preferences";

/** A planned course with the day it goes on the calendar. */
export type CalendarPlannedCourse = PlanCourse & { startDate: CalendarDate };

type Owner = Pick<UserRow, "id" | "timeZone"> & Parameters<typeof hasPremium>[0];

/**
 * The courses of the owner's plan (solved for the default objective, least cost) that have a
 * start date, for the calendar feed: only when the owner asked for them in the planner's
 * preferences and still has premium, as the planner itself needs.
 */
export async function plannedCoursesForCalendar(
  deps: ServiceDeps,
  owner: Owner,
): Promise<CalendarPlannedCourse[]> {
  if (!hasPremium(owner)) return [];
  const preferences = await readPlannerPreferences(deps.db, owner.id);
  if (!preferences.includeInCalendar) return [];
  const plan = await currentPlan(deps, owner, "cost");
  return plan.courses.flatMap((course) =>
    course.startDate === null ? [] : [{ ...course, startDate: course.startDate }],
  );
}
