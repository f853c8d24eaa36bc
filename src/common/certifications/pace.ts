import { plural } from "../plural";
import { addDays, type CalendarDate, daysBetween, formatCalendarDate } from "./calendar-date";
import { fromHundredths, toHundredths } from "./credit-amount";
import { creditsText } from "./credits-unit";
import { deadlineDistance } from "./deadline-distance";
import type { PacePlan } from "./progress-schema";

/**
 * The pace plan of a cycle with credits missing: how much to do each month to finish by the
 * credits deadline, and where the pace of the last 90 days leads. Amounts are worked out in
 * whole hundredths; a month is 30.4375 days (a 400-year calendar's average).
 */

/** The pace so far is taken over the last this many days (today included). */
export const paceWindowDays = 90;
/** Too little of the cycle has passed to judge a pace before this many days. */
const minimumObservedDays = 30;
/** A finish further away than 100 years is shown as never. */
const farthestFinishDays = 36_525;
/** 30.4375 days a month, as a fraction: 304375 / 10000. */
const monthDaysTimes10000 = 304_375;

/** The date credits are due by: reporting period end, else expiration date (null: none). */
export function creditsDeadline(c: {
  reportingPeriodEnd: CalendarDate | null;
  expirationDate: CalendarDate | null;
}): { date: CalendarDate; kind: "reporting_period_end" | "expiration" } | null {
  if (c.reportingPeriodEnd !== null)
    return { date: c.reportingPeriodEnd, kind: "reporting_period_end" };
  if (c.expirationDate !== null) return { date: c.expirationDate, kind: "expiration" };
  return null;
}

export type PaceInput = {
  today: CalendarDate;
  creditsUnit: string;
  creditsMissing: number;
  /** creditsDeadline(...)?.date */
  deadline: CalendarDate | null;
  /** reportingPeriodStart ?? receivedDate */
  cycleStart: CalendarDate | null;
  /** Credits counted toward the cycle completed in the last 90 days (today included). */
  recentCredits: number;
};

/** Closer than this many days, the summary names the deadline rather than a monthly rate. */
const dueSoonDays = 31;

/** a / b rounded up, for whole non-negative numbers, exact even where a / b rounds. */
function divideUp(a: number, b: number): number {
  const quotient = Math.floor(a / b);
  return quotient * b < a ? quotient + 1 : quotient;
}

/** The days the pace so far is observed over, or null when too little of the cycle has passed. */
function observedDays(today: CalendarDate, cycleStart: CalendarDate | null): number | null {
  if (cycleStart === null) return paceWindowDays;
  const passed = daysBetween(cycleStart, today);
  if (passed < minimumObservedDays) return null;
  return Math.min(paceWindowDays, passed + 1);
}

/** Null when nothing is missing, there is no deadline or the deadline has passed. */
export function pacePlan(input: PaceInput): PacePlan | null {
  const missing = toHundredths(input.creditsMissing);
  if (missing <= 0 || input.deadline === null) return null;
  const daysLeft = daysBetween(input.today, input.deadline);
  if (daysLeft < 0) return null;
  const unit = input.creditsUnit;

  // missing / (days / 30.4375), rounded up to a quarter (25 hundredths); due today counts as a day.
  const quarters = divideUp(missing * monthDaysTimes10000, Math.max(1, daysLeft) * 10_000 * 25);
  const perMonth = fromHundredths(quarters * 25);

  const observed = observedDays(input.today, input.cycleStart);
  const recent = Math.max(0, toHundredths(input.recentCredits));
  const recentPerMonth =
    observed === null
      ? null
      : fromHundredths(Math.round((recent * monthDaysTimes10000) / (observed * 10_000)));
  // At recent / observed a day, the missing credits take missing × observed / recent days.
  const finishDays =
    observed === null || recent === 0 ? null : divideUp(missing * observed, recent);
  const expectedFinish =
    finishDays === null || finishDays > farthestFinishDays
      ? null
      : addDays(input.today, finishDays);
  const behind =
    recentPerMonth !== null && (expectedFinish === null || expectedFinish > input.deadline);

  const monthly = `${creditsText(perMonth, unit)} a month`;
  // Under a month away, a monthly rate reads oddly ("13.75 hours a month" for 20 days): the
  // summary says what is missing and when instead.
  const summary =
    daysLeft < dueSoonDays
      ? `${creditsText(fromHundredths(missing), unit)} still missing, due ${deadlineDistance(input.today, input.deadline)}`
      : behind
        ? `Behind: ${monthly} from now on finishes on time`
        : `${monthly} keeps you on track`;

  const explanation = [
    `${creditsText(fromHundredths(missing), unit)} still missing, due ${formatCalendarDate(input.deadline)} (${deadlineDistance(input.today, input.deadline)})`,
    `${monthly} from today finishes on time`,
  ];
  if (observed === null || recentPerMonth === null) {
    explanation.push(
      `Too early to judge your pace: less than ${minimumObservedDays} days of this cycle have passed`,
    );
  } else {
    explanation.push(
      `Your pace over the last ${observed} ${plural(observed, "day", "days")}: ${creditsText(recentPerMonth, unit)} a month`,
    );
    if (recent === 0) {
      explanation.push("At that pace you would not finish: nothing counted in that time");
    } else if (expectedFinish === null) {
      explanation.push("At that pace you would not finish within 100 years");
    } else {
      explanation.push(
        `At that pace you finish around ${formatCalendarDate(expectedFinish)}, ${expectedFinish > input.deadline ? "after" : "by"} the deadline`,
      );
    }
  }

  return {
    deadline: input.deadline,
    creditsMissing: fromHundredths(missing),
    perMonth,
    recentPerMonth,
    expectedFinish,
    behind,
    summary,
    explanation,
  };
}
