import type { CalendarDay } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { format } from "date-fns";
import type { CalendarRange } from "./calendar-api";

/** A month of the calendar; `month` counts from 1 (January) as monthGrid and shiftMonth do. */
export type CalendarMonth = { year: number; month: number };

export function monthOf(date: CalendarDate): CalendarMonth {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return { year, month };
}

/** "November 2026". */
export function monthTitle({ year, month }: CalendarMonth): string {
  return format(new Date(year, month - 1, 1), "MMMM yyyy");
}

/** The first and last day a grid shows, the range its events are asked for. */
export function gridRange(grid: CalendarDay[][]): CalendarRange {
  const first = grid[0]?.[0];
  const last = grid.at(-1)?.at(-1);
  if (!first || !last) throw new Error("A month grid has at least one week");
  return { from: first.date, to: last.date };
}
