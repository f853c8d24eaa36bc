import { z } from "zod";
import { addDays, type CalendarDate, calendarDateField, daysBetween } from "./calendar-date";

/** Calendar event kinds and their colours (spec section 9): deadline red, renewal green, other blue. */
export const calendarEventTypes = ["deadline", "renewal", "other"] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

export const calendarEventSchema = z.object({
  /** Unique within one answer, e.g. "expiration-12", "credit-40". */
  id: z.string(),
  title: z.string(),
  date: z.string(),
  type: z.enum(calendarEventTypes),
  certificationId: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * The words of a deadline's event, in the calendar and the calendar feed alike. Expiring the
 * day its reporting period ends is one deadline ("both").
 */
export function deadlineEventTitle(
  name: string,
  deadline: "expiration" | "reporting_period_end" | "both",
): string {
  if (deadline === "both") return `${name} expires and its reporting period ends`;
  return deadline === "expiration" ? `${name} expires` : `${name} reporting period ends`;
}

/** The longest range one calendar request may ask for (a 6-week grid fits easily). */
export const calendarMaxRangeDays = 62;

/** GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included). */
export const calendarQuerySchema = z
  .object({
    from: calendarDateField("from is required"),
    to: calendarDateField("to is required"),
  })
  .refine(({ from, to }) => to >= from, { path: ["to"], message: "to cannot be before from" })
  .refine(({ from, to }) => daysBetween(from, to) <= calendarMaxRangeDays, {
    path: ["to"],
    message: `The range can be at most ${calendarMaxRangeDays} days`,
  });

export type CalendarDay = { date: CalendarDate; inMonth: boolean };

/** The month as whole weeks, Sunday first: the days before and after the month fill the edges. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((weekday + daysInMonth) / 7);
  const start = addDays(first, -weekday);
  const grid: CalendarDay[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    const days: CalendarDay[] = [];
    for (let day = 0; day < 7; day += 1) {
      const date = addDays(start, week * 7 + day);
      days.push({ date, inMonth: date.startsWith(first.slice(0, 7)) });
    }
    grid.push(days);
  }
  return grid;
}

/** The month after (`step` 1) or before (`step` -1) the given one. */
export function shiftMonth(year: number, month: number, step: number) {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Events grouped by day, in a stable order: deadlines first, then renewals, then the rest. */
export function eventsByDay(events: CalendarEvent[]): Map<CalendarDate, CalendarEvent[]> {
  const order: Record<CalendarEventType, number> = { deadline: 0, renewal: 1, other: 2 };
  const byDay = new Map<CalendarDate, CalendarEvent[]>();
  const sorted = [...events].sort(
    (a, b) => order[a.type] - order[b.type] || a.title.localeCompare(b.title),
  );
  for (const event of sorted) {
    const day = byDay.get(event.date) ?? [];
    day.push(event);
    byDay.set(event.date, day);
  }
  return byDay;
}
