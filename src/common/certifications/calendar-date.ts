import { z } from "zod";

/**
 * Calendar dates (expiration, reporting period, completion) travel as "YYYY-MM-DD" and are
 * compared as plain dates: no time, no time zone. "Today" is the day in the user's time zone.
 */
export type CalendarDate = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years a calendar date may fall in. */
export const calendarYears = { first: 1900, last: 2200 } as const;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function isCalendarDate(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return year >= calendarYears.first && year <= calendarYears.last && isRealDay(year, month, day);
}

/** For text that is no date as YYYY-MM-DD, which only a caller of the API can send. */
export const calendarDateMessage = "Enter a real date as YYYY-MM-DD";
/**
 * For a real day in a year out of range: what a date field sends when its year was mistyped
 * (0202, 20255). It names no format, since the field shows the date in the user's own.
 */
export const calendarYearsMessage = `Enter a date between the years ${calendarYears.first} and ${calendarYears.last}`;

// A date field's value: a real day with a year of up to six digits.
const fieldValue = /^(\d{4,6})-(\d{2})-(\d{2})$/;

/** Why `value` is no calendar date (the years, else the format), or null when it is one. */
export function calendarDateProblem(value: string): string | null {
  if (isCalendarDate(value)) return null;
  const match = fieldValue.exec(value);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    if (isRealDay(year, month, day)) return calendarYearsMessage;
  }
  return calendarDateMessage;
}

/** Adds the calendar date's problem, if any, to a zod check. */
function checkCalendarDate<T>(value: string, context: z.core.$RefinementCtx<T>) {
  const problem = calendarDateProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
}

/** A required calendar date, with the message to show when it is missing. */
export function calendarDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(12, { error: calendarDateMessage, abort: true })
    .superRefine(checkCalendarDate);
}

/** An optional calendar date: absent, null or "" all mean "no date". */
export const optionalCalendarDateField = z
  .string()
  .trim()
  .max(12, calendarDateMessage)
  .nullish()
  .transform((value) => (value ? value : null))
  .superRefine((value, context) => {
    if (value !== null) checkCalendarDate(value, context);
  });

function toUtc(date: CalendarDate): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtc(time: number): CalendarDate {
  return new Date(time).toISOString().slice(0, 10);
}

const dayMs = 24 * 60 * 60 * 1000;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * dayMs);
}

/** The last day of a month (`month` 1 to 12). */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same day `months` months later (earlier when negative), on the month's last day when it
 * is shorter: January 31 plus one month is February 28, or 29 in a leap year.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, lastDayOfMonth(targetYear, targetMonth));
  return fromUtc(Date.UTC(targetYear, targetMonth - 1, targetDay));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

/**
 * The "YYYY-MM-DD" formatter of each time zone asked for (an unknown zone's is UTC's). Building
 * an Intl.DateTimeFormat costs about a hundred times as much as formatting with it, and every
 * signed-in request that compares dates asks for the user's today. Kept up to a bound, since
 * the zone comes from user data.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatsKept = 1000;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
  } catch {
    format = dayFormat("UTC"); // every engine knows UTC
  }
  if (dayFormats.size >= dayFormatsKept) dayFormats.clear();
  dayFormats.set(timeZone, format);
  return format;
}

/** The calendar date of `now` in the IANA time zone (UTC for an unknown zone). */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  return dayFormat(timeZone).format(now);
}

/**
 * A whole number from `min` to `max` typed in a form or sent as JSON: digits in a string are
 * read as a number, but an empty field, null or true are refused rather than read as 0 or 1.
 */
export function wholeNumberField(rule: {
  message: string;
  min: number;
  max: number;
  tooLarge: string;
}) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: rule.message })
      .int(rule.message)
      .min(rule.min, rule.message)
      .max(rule.max, rule.tooLarge),
  );
}

const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** A calendar date as the product shows dates (MMM d, yyyy), without time zone shifts. */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** A month ("2026-03") as the product shows months: "Mar 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${monthNames[number - 1]} ${year}`;
}
