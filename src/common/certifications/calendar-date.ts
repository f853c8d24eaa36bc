import { z } from "zod";

/**
 * Calendar dates (expiration, reporting period, completion) travel as "YYYY-MM-DD" and are
 * compared as plain dates: no time, no time zone. "Today" is the day in the user's time zone.
 */
export type CalendarDate = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const calendarDateMessage = "Enter a real date as YYYY-MM-DD";

/** A required calendar date, with the message to show when it is missing. */
export function calendarDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(10, { error: calendarDateMessage, abort: true })
    .refine(isCalendarDate, calendarDateMessage);
}

/** An optional calendar date: absent, null or "" all mean "no date". */
export const optionalCalendarDateField = z
  .string()
  .trim()
  .max(10, calendarDateMessage)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), calendarDateMessage);

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
