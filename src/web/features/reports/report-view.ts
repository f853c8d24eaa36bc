import { isCalendarDate } from "@common/certifications/calendar-date";
import type { CycleReportFilters } from "./reports-api";

/**
 * What /reports shows, kept in its address (`?certification=3&cycle=2&from=…&to=…`) so a reload
 * or a shared address shows the same view: the certification (null: the overview's first, the
 * most urgent), its cycle (null: the current one) and the date range.
 */
export type ReportView = CycleReportFilters & { certification: number | null };

export const reportMessages = {
  rangeOrder: "The start date must be on or before the end date",
} as const;

function wholeNumberOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= 2_147_483_647 ? number : null;
}

function dateOf(value: string | null): string | null {
  return value !== null && isCalendarDate(value) ? value : null;
}

/** The view an address asks for; anything unreadable in it is left at its default. */
export function reportViewOf(search: URLSearchParams): ReportView {
  return {
    certification: wholeNumberOf(search.get("certification")),
    cycle: wholeNumberOf(search.get("cycle")),
    from: dateOf(search.get("from")),
    to: dateOf(search.get("to")),
  };
}

/** The address query of a view, defaults left out. */
export function searchOfReportView(view: ReportView): Record<string, string> {
  const search: Record<string, string> = {};
  if (view.certification !== null) search.certification = String(view.certification);
  if (view.cycle !== null) search.cycle = String(view.cycle);
  if (view.from) search.from = view.from;
  if (view.to) search.to = view.to;
  return search;
}

/** The range's problem, or null when it can be asked for. */
export function rangeProblem({ from, to }: Pick<ReportView, "from" | "to">): string | null {
  return from && to && from > to ? reportMessages.rangeOrder : null;
}
