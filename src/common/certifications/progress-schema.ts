import { z } from "zod";
import { requirementKinds } from "./requirements";

/**
 * The shapes of a cycle's explained progress and its pace plan, as `computeProgress` and
 * `pacePlan` (progress.ts, pace.ts) answer them and the API sends them. Every amount is in the
 * certification's unit, exact to two decimals.
 */

/** Why one credit counts toward this cycle, in full, in part or not at all. */
export const creditVerdictSchema = z.object({
  creditId: z.number().int(),
  /** How much of it counts (after the period window and caps). */
  counted: z.number(),
  /** Completed before the reporting period started or after it ended: it counts for nothing. */
  outsidePeriod: z.enum(["before", "after"]).nullable(),
  /** In plain words: "3 of 5 self-study hours count: the cap is 10 and 7 were already counted". */
  explanation: z.string(),
});
export type CreditVerdict = z.infer<typeof creditVerdictSchema>;

/** One requirement category of the cycle. */
export const categoryProgressSchema = z.object({
  name: z.string(),
  kind: z.enum(requirementKinds),
  /** The minimum or the cap. */
  credits: z.number(),
  /** Credits tagged with it, in the period, before any cap. */
  earned: z.number(),
  /** What of them counts (after caps). */
  counted: z.number(),
  /** A minimum's credits still missing (0 for a cap). */
  missing: z.number(),
  /** A cap's credits it did not count (0 for a minimum). */
  cutOff: z.number(),
  /** "2 of 2 ethics hours: done", "3 hours not counted: the cap is 10". */
  explanation: z.string(),
});
export type CategoryProgress = z.infer<typeof categoryProgressSchema>;

/** A category minimum still missing credits: what cards, reminders and the dashboard name. */
export const categoryMissingSchema = z.object({ name: z.string(), missing: z.number() });
export type CategoryMissing = z.infer<typeof categoryMissingSchema>;

/** A cycle's progress, explained. */
export const progressSchema = z.object({
  creditsRequired: z.number(),
  /** Credits completed within the reporting period, before caps. */
  earned: z.number(),
  /** What caps did not count. */
  cutOff: z.number(),
  /** Carried over from the previous cycle by the carry-over rule. */
  carriedOver: z.number(),
  /** What counts toward the requirement: earned − cutOff + carriedOver. */
  counted: z.number(),
  /** Credits of the cycle completed outside its reporting period (they count for nothing). */
  outsidePeriod: z.number(),
  /**
   * Still to earn: the larger of (required − counted) and the sum of the category minimums'
   * shortfalls. 0 means complete.
   */
  creditsMissing: z.number(),
  categories: z.array(categoryProgressSchema),
  /** The category minimums still missing credits, in the order of the requirements. */
  categoriesMissing: z.array(categoryMissingSchema),
  /** Every credit of the cycle, in completion order (date, then id). */
  credits: z.array(creditVerdictSchema),
  /** The whole computation in plain sentences, overall first. */
  explanation: z.array(z.string()),
});
export type Progress = z.infer<typeof progressSchema>;

/** How much to do each month to finish on time, and where the pace so far leads. */
export const pacePlanSchema = z.object({
  /** The date credits are due by: the reporting period end, else the expiration date. */
  deadline: z.string(),
  creditsMissing: z.number(),
  /** Credits a month from today to the deadline that finish on time. */
  perMonth: z.number(),
  /** Credits a month over the last 90 days, or null when too little of the cycle has passed. */
  recentPerMonth: z.number().nullable(),
  /** The day the pace so far finishes, or null when it never does (or too early to tell). */
  expectedFinish: z.string().nullable(),
  /** The pace so far finishes after the deadline (or never). */
  behind: z.boolean(),
  /** One line for the dashboard card: "4 hours a month keeps you on track". */
  summary: z.string(),
  /** The plan in plain sentences, for the detail page. */
  explanation: z.array(z.string()),
});
export type PacePlan = z.infer<typeof pacePlanSchema>;
