import { type CalendarDate, daysBetween } from "@common/certifications/calendar-date";
import { fromHundredths, toHundredths } from "@common/certifications/credit-amount";
import type { ReportMonth } from "@common/reports";

/** At most this many months are charted (the last ones): twenty years of a reporting period. */
export const chartedMonths = 240;

type MonthsInput = {
  periodStart: CalendarDate | null;
  periodEnd: CalendarDate | null;
  creditsRequired: number;
  /** Credits carried over from the previous cycle: where the running total starts. */
  carriedOver: number;
  credits: { completionDate: CalendarDate; counted: number }[];
  from?: CalendarDate | null;
  to?: CalendarDate | null;
  /** The user's today: nothing is earned in the months after its own. */
  today: CalendarDate;
};

const monthOf = (date: CalendarDate) => date.slice(0, 7);

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

function lastDayOf(month: string): CalendarDate {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}

/**
 * The months of a cycle for the chart: each month's counted credits, the running total by its
 * end (carry-over and credits before the range included, so it reads against the pace), and
 * the required pace, a straight line from 0 at the period start to the credits required at its
 * end (null without a reporting period). The months run over the reporting period (else over
 * the credits' dates), narrowed to `from`–`to`. A month's credits are those of the range, as
 * the credits listed beside the chart: a credit of the first month before `from` is in the
 * running total already, one of the last month after `to` is left out. The running total stops
 * at today's month: a month still to come has no total (null), only its pace, so the chart
 * never shows as earned what is not.
 */
export function monthsOf(input: MonthsInput): ReportMonth[] {
  const dates = input.credits.map((credit) => credit.completionDate).sort();
  let start = input.periodStart ?? dates[0];
  let end = input.periodEnd ?? dates.at(-1);
  if (!start || !end) return [];
  if (input.from && input.from > start) start = input.from;
  if (input.to && input.to < end) end = input.to;
  if (end < start) return [];

  const months: string[] = [];
  for (let month = monthOf(start); month <= monthOf(end); month = nextMonth(month)) {
    months.push(month);
  }
  const shown = months.slice(-chartedMonths);
  const firstShown = shown[0] ?? "";

  let running = toHundredths(input.carriedOver);
  const byMonth = new Map<string, number>();
  for (const credit of input.credits) {
    const date = credit.completionDate;
    const hundredths = toHundredths(credit.counted);
    if (monthOf(date) < firstShown || (input.from && date < input.from)) running += hundredths;
    else if (!input.to || date <= input.to) {
      byMonth.set(monthOf(date), (byMonth.get(monthOf(date)) ?? 0) + hundredths);
    }
  }

  const { periodStart, periodEnd } = input;
  const periodDays = periodStart && periodEnd ? daysBetween(periodStart, periodEnd) + 1 : 0;
  const thisMonth = monthOf(input.today);
  return shown.map((month) => {
    const inMonth = byMonth.get(month) ?? 0;
    running += inMonth;
    let requiredPace: number | null = null;
    if (periodStart && periodEnd && periodDays > 0) {
      const monthEnd = [lastDayOf(month), periodEnd].sort()[0] ?? periodEnd;
      const share = Math.min(1, Math.max(0, (daysBetween(periodStart, monthEnd) + 1) / periodDays));
      requiredPace = fromHundredths(Math.round(toHundredths(input.creditsRequired) * share));
    }
    return {
      month,
      credits: fromHundredths(inMonth),
      cumulative: month <= thisMonth ? fromHundredths(running) : null,
      requiredPace,
    };
  });
}
