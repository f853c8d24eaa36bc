import type { CalendarDate } from "@common/certifications/calendar-date";
import { outsidePeriod, outsidePeriodMessage, type ReportingPeriod } from "./reporting-period";

/**
 * The warnings under the completion date: for each chosen certification whose reporting period
 * the date falls outside, the reason it will not count there, naming the certification when the
 * credit counts toward several.
 */
export function creditPeriodWarnings(
  date: CalendarDate | undefined,
  chosen: (ReportingPeriod & { name: string })[],
): string[] {
  if (!date) return [];
  return chosen.flatMap((certification) => {
    const side = outsidePeriod(date, certification);
    if (!side) return [];
    const message = outsidePeriodMessage(side);
    return [chosen.length > 1 ? `${certification.name}: ${message}` : message];
  });
}
