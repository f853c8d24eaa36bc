import { z } from "zod";
import { calendarDateField, formatCalendarDate } from "./certifications/calendar-date";
import { hasCreditDecimals } from "./certifications/credit-amount";
import { fileAnswer } from "./http-answers";
import { largestInteger, rowIdField } from "./integer-column";
import { opportunityFormats, opportunityMessages } from "./opportunities";

/**
 * The renewal planner (premium): the fewest courses, least cost or least hours from the
 * education opportunities catalogue that close every gap of every active certification's
 * current cycle before its deadline. A course counts toward every certification it fits, as a
 * shared credit does. These are the contracts of GET /api/planner, PUT /api/planner/preferences
 * and POST /api/planner/courses/:opportunityId/completion.
 */

/** What the plan makes smallest first; the other two break ties, in this order. */
export const planObjectives = ["cost", "hours", "courses"] as const;
export type PlanObjective = (typeof planObjectives)[number];

/** GET /api/planner query. */
export const planQuerySchema = z.object({
  minimize: z.enum(planObjectives).default("cost"),
});
export type PlanQuery = z.output<typeof planQuerySchema>;

export const plannerLimits = {
  excludedCourses: 500,
  excludedProviders: 100,
  pinnedCourses: 50,
  providerLength: 200,
  /** Whole currency units, as an opportunity's cost. */
  budget: 1_000_000,
  /** Hours in a month at most. */
  monthlyHours: 744,
} as const;

const opportunityId = rowIdField;

export const plannerMessages = {
  monthlyHoursLimit: "Monthly hours limit must be a number above 0 with at most 2 decimal places",
  monthlyHoursLimitTooLarge: `Monthly hours limit must be at most ${plannerLimits.monthlyHours}`,
  solverStopped: "The planner stopped while working out your plan. Please try again.",
  busy: "The planner is working out many plans right now. Please try again in a moment.",
} as const;

/**
 * What the user told the planner, kept per user (PUT /api/planner/preferences answers them
 * back; GET answers the defaults until then): courses, providers and formats never to plan, a
 * budget for the whole plan, a limit of course hours in any one month, courses pinned into the
 * plan, and whether the calendar feed shows the planned courses.
 */
export const plannerPreferencesSchema = z.object({
  excludedCourses: z.array(opportunityId).max(plannerLimits.excludedCourses).default([]),
  excludedProviders: z
    .array(z.string().trim().min(1).max(plannerLimits.providerLength))
    .max(plannerLimits.excludedProviders)
    .default([]),
  excludedFormats: z.array(z.enum(opportunityFormats)).default([]),
  budget: z.number().int().min(0).max(plannerLimits.budget).nullable().default(null),
  // No transform: the preferences are answered too, and an answer is never transformed back.
  monthlyHoursLimit: z
    .number({ error: plannerMessages.monthlyHoursLimit })
    .min(0, plannerMessages.monthlyHoursLimit)
    .max(plannerLimits.monthlyHours, plannerMessages.monthlyHoursLimitTooLarge)
    .refine((hours) => hours > 0 && hasCreditDecimals(hours), plannerMessages.monthlyHoursLimit)
    .nullable()
    .default(null),
  pinnedCourses: z.array(opportunityId).max(plannerLimits.pinnedCourses).default([]),
  includeInCalendar: z.boolean().default(false),
});
export type PlannerPreferences = z.output<typeof plannerPreferencesSchema>;

/** How much of one planned course counts toward one certification, and why. */
export const planCountSchema = z.object({
  certificationId: z.number().int(),
  certificationName: z.string(),
  /** In the certification's own unit (converted where a sourced conversion exists). */
  credits: z.number(),
  creditsUnit: z.string(),
  /** The certification's categories it fills. */
  categories: z.array(z.string()),
  /** "2 hours implicit bias: closes the implicit bias minimum of RN California". */
  why: z.string(),
});
export type PlanCount = z.infer<typeof planCountSchema>;

export const planCourseSchema = z.object({
  opportunityId: z.number().int(),
  title: z.string(),
  provider: z.string(),
  credits: z.number(),
  creditsUnit: z.string(),
  format: z.enum(opportunityFormats),
  /** Whole currency units; null when the catalogue does not say. */
  cost: z.number().int().nullable(),
  /** The course's own start date, or, for a course taken any time, the plan's month for it. */
  startDate: z.string().nullable(),
  /**
   * Whether the catalogue gives the course no dates (on demand): its startDate is then the day
   * the plan has it from (today, or the first of the month that puts it in the reporting
   * periods it counts for, or in the month the monthly hours limit leaves room in).
   */
  anyTime: z.boolean(),
  /** The deadline it is planned for: the earliest deadline among those it counts toward. */
  deadline: z.string(),
  pinned: z.boolean(),
  countsToward: z.array(planCountSchema),
});
export type PlanCourse = z.infer<typeof planCourseSchema>;

/** A gap no course in the catalogue (after the user's exclusions) can close. */
export const planUncoveredSchema = z.object({
  certificationId: z.number().int(),
  certificationName: z.string(),
  /** The category minimum left open; null for the total credits. */
  category: z.string().nullable(),
  missing: z.number(),
  creditsUnit: z.string(),
  /** "No course in the catalogue covers 'Pain management' in contact hours: 1 hour still missing for RN Texas". */
  why: z.string(),
});
export type PlanUncovered = z.infer<typeof planUncoveredSchema>;

/** A course the user excluded, named: the preferences hold only its id. */
export const planExcludedCourseSchema = z.object({
  opportunityId: z.number().int(),
  title: z.string(),
  provider: z.string(),
});

export const planStatuses = ["optimal", "time-limit"] as const;

/** GET /api/planner answer. */
export const planSchema = z.object({
  /** "time-limit": the solver stopped at its time limit; the plan is the best it found. */
  status: z.enum(planStatuses),
  minimize: z.enum(planObjectives),
  courses: z.array(planCourseSchema),
  totals: z.object({
    cost: z.number().int(),
    /** Credits of the planned courses, by the unit the courses give them in. */
    credits: z.record(z.string(), z.number()),
    courses: z.number().int(),
  }),
  uncovered: z.array(planUncoveredSchema),
  preferences: plannerPreferencesSchema,
  /** The excluded courses the catalogue still offers (and the user has not taken), by id. */
  excludedCourses: z.array(planExcludedCourseSchema),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * POST /api/planner/courses/:opportunityId/completion path. As a row's `:id`, anything but a
 * positive 32-bit whole number is read as 0, which no course has (the same answer as an
 * unknown course).
 */
export const plannedCourseParamsSchema = z.object({
  opportunityId: z
    .string()
    .max(20)
    .transform((value) => {
      const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
      return id <= largestInteger ? id : 0;
    }),
});

/** GET /api/planner/plan.pdf answer. */
export const planFile = fileAnswer("The renewal plan", ["application/pdf"]);

/** POST /api/planner/courses/:opportunityId/completion body. */
export const planCompletionSchema = z.object({
  completionDate: calendarDateField(opportunityMessages.completionDateRequired),
});
export type PlanCompletion = z.output<typeof planCompletionSchema>;

/** The completion of a course the current plan does not hold (409). */
export const notPlannedMessage =
  "This course is not in your plan. Record it from Opportunities, choosing the certifications it counts toward.";

/**
 * When a planned course is taken, as the plan and its PDF say it: its own start date, or for a
 * course taken any time, "Any time from" the day the plan has it from, so an on-demand course
 * never reads as starting on a day the plan chose.
 */
export function plannedStartText(course: Pick<PlanCourse, "startDate" | "anyTime">): string {
  if (course.startDate === null) return "Any time";
  const day = formatCalendarDate(course.startDate);
  return course.anyTime ? `Any time from ${day}` : day;
}
