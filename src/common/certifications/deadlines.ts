import { z } from "zod";
import { ceRequired } from "./attention";
import { addDays, type CalendarDate, daysBetween } from "./calendar-date";
import { type DeadlineStatus, deadlineStatuses } from "./deadline-status";
import { progressStatus } from "./progress";
import {
  type CategoryMissing,
  categoryMissingSchema,
  type PacePlan,
  pacePlanSchema,
} from "./progress-schema";
import type { RequirementKind } from "./requirements";

/** The dashboard looks this many days ahead, today included (spec section 9). */
export const deadlineWindowDays = 90;
/** Upcoming Deadlines shows this many rows. */
export const upcomingDeadlinesShown = 5;

export const deadlineTypes = ["expiration", "reportingPeriodEnd"] as const;
export type DeadlineType = (typeof deadlineTypes)[number];

export const deadlineTypeLabels: Record<DeadlineType, string> = {
  expiration: "Expires",
  reportingPeriodEnd: "Reporting Period Ends",
};

type Dated = { expirationDate: CalendarDate | null; reportingPeriodEnd: CalendarDate | null };

/** A certification's deadline: its expiration date if it has one, else its reporting period end. */
export function deadlineOf(
  certification: Dated,
): { date: CalendarDate; type: DeadlineType } | null {
  if (certification.expirationDate) {
    return { date: certification.expirationDate, type: "expiration" };
  }
  if (certification.reportingPeriodEnd) {
    return { date: certification.reportingPeriodEnd, type: "reportingPeriodEnd" };
  }
  return null;
}

/** The last day of the window that starts today. */
export function deadlineWindowEnd(today: CalendarDate): CalendarDate {
  return addDays(today, deadlineWindowDays);
}

export function inDeadlineWindow(date: CalendarDate | null, today: CalendarDate): boolean {
  return date !== null && date >= today && date <= deadlineWindowEnd(today);
}

/**
 * The certification's deadline inside the window starting today, or null when neither date
 * falls in it. The expiration date wins when both do; otherwise the date that falls in the
 * window is the one shown, so a row never points outside the window that selected it.
 */
export function deadlineInWindow(
  certification: Dated,
  today: CalendarDate,
): { date: CalendarDate; type: DeadlineType } | null {
  if (inDeadlineWindow(certification.expirationDate, today) && certification.expirationDate) {
    return { date: certification.expirationDate, type: "expiration" };
  }
  if (
    inDeadlineWindow(certification.reportingPeriodEnd, today) &&
    certification.reportingPeriodEnd
  ) {
    return { date: certification.reportingPeriodEnd, type: "reportingPeriodEnd" };
  }
  return null;
}

/**
 * One row of Upcoming Deadlines (spec section 3's deadline row, plus the days left, what is
 * still missing overall and by category, the pace plan's one line, whether it asks for any CE
 * and its expiration date for the renewal state).
 */
export const deadlineRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  deadlineType: z.enum(deadlineTypes),
  daysLeft: z.number().int(),
  creditsNeeded: z.number(),
  /** What counts toward the requirement (in the period, after caps, with carry-over). */
  creditsEarned: z.number(),
  /** Still to earn, categories included; 0 when complete. */
  creditsMissing: z.number(),
  /** The category minimums still missing credits ("2 ethics contact hours"). */
  categoriesMissing: z.array(categoryMissingSchema),
  /** The certification's pace plan, or null when nothing is missing or there is no date to finish by. */
  pace: pacePlanSchema.nullable(),
  creditsUnit: z.string(),
  status: z.enum(deadlineStatuses),
  /** False when the cycle asks for no credits at all (ceRequired): "No CE required". */
  ceRequired: z.boolean(),
  /** The expiration date (the row's date may be the reporting period end), or null. */
  expirationDate: z.string().nullable(),
});
export type DeadlineRow = z.infer<typeof deadlineRowSchema>;

type Candidate = Dated & {
  id: number;
  name: string;
  status: string;
  creditsRequired: number;
  creditsEarned: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  creditsUnit: string;
  requirements: { categories: { kind: RequirementKind }[] };
  /** pacePlan(...) of the certification (its recent credits are the caller's to read). */
  pace: PacePlan | null;
};

/**
 * Active certifications with a date in the window, soonest first (name, then id, break ties),
 * cut to `limit` rows.
 */
export function upcomingDeadlines(
  certifications: Candidate[],
  today: CalendarDate,
  limit = upcomingDeadlinesShown,
): DeadlineRow[] {
  const rows: DeadlineRow[] = [];
  for (const certification of certifications) {
    if (certification.status !== "active") continue;
    const deadline = deadlineInWindow(certification, today);
    if (!deadline) continue;
    rows.push({
      id: certification.id,
      name: certification.name,
      date: deadline.date,
      deadlineType: deadline.type,
      daysLeft: daysBetween(today, deadline.date),
      creditsNeeded: certification.creditsRequired,
      creditsEarned: certification.creditsEarned,
      creditsMissing: certification.creditsMissing,
      categoriesMissing: certification.categoriesMissing,
      pace: certification.pace,
      creditsUnit: certification.creditsUnit,
      status: progressStatus(certification),
      ceRequired: ceRequired(certification),
      expirationDate: certification.expirationDate,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name) || a.id - b.id);
  return rows.slice(0, limit);
}

export type { DeadlineStatus };
