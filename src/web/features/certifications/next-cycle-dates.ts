import { addDays, type CalendarDate, daysBetween } from "@common/certifications/calendar-date";
import { addMonths, format, isLastDayOfMonth, parseISO } from "date-fns";

const daysPerMonth = 365.25 / 12;

type CycleDates = {
  receivedDate: CalendarDate | null;
  expirationDate: CalendarDate | null;
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
};

/** Months from `start` to the day after `end`, rounded: Jan 1, 2024 to Dec 31, 2025 is 24. */
function monthsCovered(start: CalendarDate | null, end: CalendarDate | null): number | null {
  if (!start || !end) return null;
  const months = Math.round(daysBetween(start, addDays(end, 1)) / daysPerMonth);
  return months > 0 ? months : null;
}

/** The date `months` later; a month's last day stays the last day (Jun 30 + 6 = Dec 31). */
function shift(date: CalendarDate | null, months: number): CalendarDate | null {
  if (!date) return null;
  const day = parseISO(date);
  const moved = addMonths(day, months);
  const end = isLastDayOfMonth(day)
    ? new Date(moved.getFullYear(), moved.getMonth() + 1, 0)
    : moved;
  return format(end, "yyyy-MM-dd");
}

/**
 * A guess at the next cycle for the renewal form: the cycle's length (received to expiration,
 * else the reporting period) added to every date. Null months when no length is known: the
 * dates are then offered unchanged, for the user to set.
 */
export function nextCycleDates(current: CycleDates): { dates: CycleDates; months: number | null } {
  const months =
    monthsCovered(current.receivedDate, current.expirationDate) ??
    monthsCovered(current.reportingPeriodStart, current.reportingPeriodEnd);
  if (months === null) return { dates: { ...current }, months };
  return {
    months,
    dates: {
      receivedDate: shift(current.receivedDate, months),
      expirationDate: shift(current.expirationDate, months),
      reportingPeriodStart: shift(current.reportingPeriodStart, months),
      reportingPeriodEnd: shift(current.reportingPeriodEnd, months),
    },
  };
}
