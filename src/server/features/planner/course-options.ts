import type { CalendarDate } from "@common/certifications/calendar-date";
import {
  type CourseCredit,
  certificationFit,
  courseCredit,
  courseHours,
  courseKeys,
  inPeriod,
} from "./course-fit";
import type { PlanCatalogueCourse, PlanCertification } from "./plan-input";

/**
 * When a candidate course can be taken, and what it gives then. A dated course has one option,
 * its own dates, if it starts today or later. A course taken any time (no dates) has one option
 * per month from today's month to the last deadline: its planned day is the month's first day
 * (today in the current month), and it counts toward the certifications whose reporting period
 * holds that day.
 */
export type CourseOption = {
  course: PlanCatalogueCourse;
  /** The course's own start, or the planned day of a course taken any time. */
  startDate: CalendarDate;
  /** "2027-03": the month its hours fall in, for the monthly limit. */
  month: string;
  hours: number;
  pinned: boolean;
  credits: CourseCredit[];
};

const monthOf = (date: CalendarDate) => date.slice(0, 7);

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** The months from today's to the latest deadline's, each with its planned day. */
function plannedDays(today: CalendarDate, certifications: PlanCertification[]): CalendarDate[] {
  const last = [today, ...certifications.map((c) => c.deadline)].sort().at(-1) ?? today;
  const days = [today];
  for (let month = nextMonth(monthOf(today)); month <= monthOf(last); month = nextMonth(month)) {
    days.push(`${month}-01`);
  }
  return days;
}

/** The certifications an option counts toward, as one key. */
const certificationsKey = (credits: CourseCredit[]) =>
  credits.map((credit) => credit.certification.id).join(",");

const within = (a: CourseCredit[], b: CourseCredit[]) =>
  a.every((credit) => b.some((other) => other.certification === credit.certification));

/**
 * The options of a course taken any time. Without a monthly limit the month only decides which
 * reporting periods it falls in, so one month is kept for each distinct set of certifications
 * (the earliest), and a set inside another's is dropped.
 */
function anyTimeOptions(
  base: Omit<CourseOption, "startDate" | "month" | "credits">,
  fits: CourseCredit[],
  days: CalendarDate[],
  everyMonth: boolean,
): CourseOption[] {
  const options = days.map((day) => ({
    ...base,
    startDate: day,
    month: monthOf(day),
    credits: fits.filter((credit) => inPeriod(credit.certification, day, day)),
  }));
  if (everyMonth) {
    return base.pinned ? options : options.filter((option) => option.credits.length > 0);
  }
  const seen = new Set<string>();
  const distinct = options.filter((option) => {
    const key = certificationsKey(option.credits);
    if (option.credits.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kept = distinct.filter(
    (option) =>
      !distinct.some(
        (other) =>
          other !== option &&
          other.credits.length > option.credits.length &&
          within(option.credits, other.credits),
      ),
  );
  return kept.length > 0 || !base.pinned ? kept : options.slice(0, 1);
}

/**
 * Every option of every course: courses that give nothing are left out unless pinned; a course
 * that can no longer be started (its start is before today) is left out even when pinned.
 */
export function courseOptions(
  today: CalendarDate,
  certifications: PlanCertification[],
  courses: PlanCatalogueCourse[],
  pinned: ReadonlySet<number>,
  everyMonth: boolean,
): CourseOption[][] {
  const days = plannedDays(today, certifications);
  const fitsOf = certifications.map(certificationFit);
  const options: CourseOption[][] = [];
  for (const course of courses) {
    const keys = courseKeys(course);
    const fits = fitsOf.flatMap((fit) => courseCredit(course, keys, fit) ?? []);
    const base = { course, hours: courseHours(course), pinned: pinned.has(course.id) };
    const start = course.startDate ?? course.endDate;
    const end = course.endDate ?? course.startDate;
    if (start === null || end === null) {
      const found = anyTimeOptions(base, fits, days, everyMonth);
      if (found.length > 0) options.push(found);
      continue;
    }
    if (start < today) continue;
    const credits = fits.filter((credit) => inPeriod(credit.certification, start, end));
    if (credits.length > 0 || base.pinned) {
      options.push([{ ...base, startDate: start, month: monthOf(start), credits }]);
    }
  }
  return options;
}
