import type { CalendarDate } from "@common/certifications/calendar-date";
import { formatCalendarDate } from "@common/certifications/calendar-date";

/** "Mar 2": the first day of a week, short, for the chart's axis and its table. */
export function weekLabel(weekStart: CalendarDate): string {
  return formatCalendarDate(weekStart).replace(/, \d{4}$/, "");
}
