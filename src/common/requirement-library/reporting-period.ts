import {
  addDays,
  addMonths,
  type CalendarDate,
  lastDayOfMonth,
} from "../certifications/calendar-date";
import type { RuleSet } from "./rule-set";

/** The holder's dates a rule set's cycle may be placed by. */
export type PeriodDates = {
  /** The expiration date the board set on the license (the `license-expiration` anchor). */
  licenseExpiration?: CalendarDate | null;
  birthDate?: CalendarDate | null;
  /** The license's issue date or the certification's date (the `issue-date` anchor). */
  issueDate?: CalendarDate | null;
};

export type ReportingPeriod = { start: CalendarDate; end: CalendarDate };

/** The period, or the date it cannot be placed without. */
export type PlacedPeriod =
  | { period: ReportingPeriod }
  | { needs: "licenseExpiration" | "birthDate" | "issueDate" };

type Cycle = RuleSet["cycle"];

/**
 * Where the cycle's ends are counted from: a date (whose day is kept where the month has it,
 * or the month's last day with `monthEnd`) moved by `offset` months; where the cycles have a
 * beginning (an issue), the first end is the one `first` cycles on, and its cycle starts on the
 * date itself. Ends are always counted from the date itself, so a day a short month
 * cut is back in the next long one.
 */
type Anchor = { date: CalendarDate; offset: number; monthEnd: boolean; first: number };

const pad = (value: number) => String(value).padStart(2, "0");

function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4));
}

/** The first year from `year` on that the cycle's parity allows. */
function allowedYear(cycle: Cycle, year: number, birthYear: number): number {
  const wanted =
    cycle.parity === "odd-years"
      ? 1
      : cycle.parity === "even-years"
        ? 0
        : cycle.parity === "birth-year-parity"
          ? Math.abs(birthYear % 2)
          : null;
  return wanted === null || Math.abs(year % 2) === wanted ? year : year + 1;
}

function anchorOf(cycle: Cycle, dates: PeriodDates): Anchor | PlacedPeriod {
  const birthYear = dates.birthDate ? yearOf(dates.birthDate) : 2000;
  switch (cycle.anchor) {
    case "license-expiration":
      return dates.licenseExpiration
        ? {
            date: dates.licenseExpiration,
            offset: 0,
            monthEnd: false,
            first: Number.NEGATIVE_INFINITY,
          }
        : { needs: "licenseExpiration" };
    case "issue-date":
      return dates.issueDate
        ? { date: dates.issueDate, offset: 0, monthEnd: false, first: 1 }
        : { needs: "issueDate" };
    case "birth-month":
    case "birth-date": {
      if (!dates.birthDate) return { needs: "birthDate" };
      const years = allowedYear(cycle, birthYear, birthYear) - birthYear;
      return {
        date: dates.birthDate,
        offset: years * 12,
        monthEnd: cycle.anchor === "birth-month",
        first: Number.NEGATIVE_INFINITY,
      };
    }
    case "fixed-date":
    case "calendar-years": {
      const monthDay = cycle.anchor === "fixed-date" ? (cycle.endMonthDay ?? "12-31") : "12-31";
      // 2000 is a leap year, so "02-29" is a date; other years clamp it to the 28th.
      return {
        date: `2000-${monthDay}`,
        offset: (allowedYear(cycle, 2000, birthYear) - 2000) * 12,
        monthEnd: false,
        first: Number.NEGATIVE_INFINITY,
      };
    }
  }
}

/** The anchor moved by `months`, on the month's last day when the anchor says so. */
function endAt(anchor: Anchor, months: number): CalendarDate {
  const moved = addMonths(anchor.date, anchor.offset + months);
  if (!anchor.monthEnd) return moved;
  const year = yearOf(moved);
  const month = Number(moved.slice(5, 7));
  return `${moved.slice(0, 4)}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`;
}

/**
 * A cycle of several years on a day of the year (a fixed day, December 31, the birth month or
 * birthday) that names no odd or even years: which years is the holder's own, set when her
 * license or certification was issued, and only her expiration date tells it.
 */
function yearsAreTheHolders(cycle: Cycle): boolean {
  return (
    cycle.parity === null &&
    cycle.lengthMonths > 12 &&
    cycle.lengthMonths % 12 === 0 &&
    cycle.anchor !== "issue-date" &&
    cycle.anchor !== "license-expiration"
  );
}

/** The yearly cycle's last end on or before `day`. */
function lastEndBy(yearly: Cycle, dates: PeriodDates, day: CalendarDate): PlacedPeriod {
  const next = reportingPeriod(yearly, dates, day);
  if (!("period" in next) || next.period.end === day) return next;
  return reportingPeriod(yearly, dates, addDays(next.period.start, -1));
}

/**
 * The period of a cycle whose years are the holder's: the one ending on the cycle's day last
 * on or before her expiration date, starting the day after that day's date as many years earlier.
 */
function holdersPeriod(cycle: Cycle, dates: PeriodDates): PlacedPeriod {
  if (!dates.licenseExpiration) return { needs: "licenseExpiration" };
  const yearly = { ...cycle, lengthMonths: 12 };
  const ending = lastEndBy(yearly, dates, dates.licenseExpiration);
  if (!("period" in ending)) return ending;
  const { end } = ending.period;
  // The cycle's day falls once a year: the end so many years earlier is that year's.
  const year = Number(end.slice(0, 4)) - cycle.lengthMonths / 12;
  const before = reportingPeriod(yearly, dates, `${String(year).padStart(4, "0")}-01-01`);
  if (!("period" in before)) return before;
  return { period: { start: addDays(before.period.end, 1), end } };
}

/**
 * The reporting period a rule set's cycle gives the holder on `today`: the first period ending
 * on or after today, starting the day after the one before it ends (the first after an issue
 * starts on the issue date). A license's own expiration date places the one period ending then,
 * whenever that is, and the period of a cycle whose years the rule leaves to the holder: the one
 * ending last on or before it.
 */
export function reportingPeriod(
  cycle: Cycle,
  dates: PeriodDates,
  today: CalendarDate,
): PlacedPeriod {
  if (yearsAreTheHolders(cycle)) return holdersPeriod(cycle, dates);
  const anchor = anchorOf(cycle, dates);
  if (!("date" in anchor)) return anchor;
  const step = cycle.lengthMonths;
  const periodEnding = (index: number): ReportingPeriod => ({
    // The first cycle after an issue starts on the issue date itself.
    start: index === anchor.first ? anchor.date : addDays(endAt(anchor, (index - 1) * step), 1),
    end: endAt(anchor, index * step),
  });
  if (cycle.anchor === "license-expiration") return { period: periodEnding(0) };
  const monthsToToday =
    (yearOf(today) - yearOf(anchor.date)) * 12 +
    Number(today.slice(5, 7)) -
    Number(anchor.date.slice(5, 7)) -
    anchor.offset;
  // A cycle before today's, then on to the first that ends on or after today.
  let index = Math.max(anchor.first, Math.floor(monthsToToday / step) - 1);
  while (endAt(anchor, index * step) < today) index += 1;
  return { period: periodEnding(index) };
}
