import type { CalendarDate } from "@common/certifications/calendar-date";
import { creditMessages } from "@common/certifications/credit";

export type OutsidePeriod = "before" | "after";

/** A reporting period; a missing bound is open. */
export type ReportingPeriod = {
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
};

/** Whether a credit completed on `date` falls before or after the period (null: inside it). */
export function outsidePeriod(date: CalendarDate, period: ReportingPeriod): OutsidePeriod | null {
  if (period.reportingPeriodStart && date < period.reportingPeriodStart) return "before";
  if (period.reportingPeriodEnd && date > period.reportingPeriodEnd) return "after";
  return null;
}

/** "Completed before this reporting period started; it will not count" (or after it ended). */
export function outsidePeriodMessage(side: OutsidePeriod): string {
  return side === "before" ? creditMessages.outsidePeriodBefore : creditMessages.outsidePeriodAfter;
}

/** Why a listed credit counts for nothing, when no explanation of the cycle's progress is at hand. */
export function outsidePeriodReason(side: OutsidePeriod): string {
  return side === "before"
    ? "Completed before this reporting period started; it does not count"
    : "Completed after this reporting period ended; it does not count";
}
