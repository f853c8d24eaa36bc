import { formatDistance } from "date-fns";
import { countOf } from "../plural";
import { type CalendarDate, daysBetween, formatCalendarDate } from "./calendar-date";

/** Up to this many days away, a deadline is counted in days; further, in months or years. */
export const exactDaysLimit = 60;

/**
 * The calendar date as midnight of that day where the code runs: date-fns counts months and
 * years from the local date fields, so both days keep their own day, month and year.
 */
function localMidnight(date: CalendarDate): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function exactDaysText(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  const span = countOf(Math.abs(days), "day", "days");
  return days > 0 ? `in ${span}` : `${span} ago`;
}

/** Whether the distance to `date` is said roughly ("in about 2 years") rather than in days. */
export function isFarFrom(today: CalendarDate, date: CalendarDate): boolean {
  return Math.abs(daysBetween(today, date)) > exactDaysLimit;
}

/**
 * How far a deadline is from today, both calendar dates in the user's time zone: "today",
 * "tomorrow", "in 20 days", "3 days ago" up to 60 days away; beyond, date-fns' rounded
 * wording: "in 2 months", "in about 2 years", "about 3 months ago". Show the date beside a far
 * one (see deadlineDistanceWithDate) where it is not shown already.
 */
export function deadlineDistance(today: CalendarDate, date: CalendarDate): string {
  if (!isFarFrom(today, date)) return exactDaysText(daysBetween(today, date));
  return formatDistance(localMidnight(date), localMidnight(today), { addSuffix: true });
}

/** "in 20 days", or "in about 2 years (Dec 13, 2028)": a rounded distance names its date. */
export function deadlineDistanceWithDate(today: CalendarDate, date: CalendarDate): string {
  const distance = deadlineDistance(today, date);
  return isFarFrom(today, date) ? `${distance} (${formatCalendarDate(date)})` : distance;
}
