import {
  type CalendarEvent,
  calendarEventSchema,
  type calendarQuerySchema,
} from "@common/certifications/calendar";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";
import { certificationDataKeys } from "@web/lib/query-keys";
import { z } from "zod";

/** The days a grid shows: GET /api/calendar?from=…&to=… (both included). */
export type CalendarRange = z.output<typeof calendarQuerySchema>;

/** Calendar events are certification data: every certification or credit change refreshes them. */
export const calendarKeys = {
  all: certificationDataKeys.calendar,
  events: (range: CalendarRange) => [...calendarKeys.all, "events", range] as const,
};

export function fetchCalendarEvents(
  { from, to }: CalendarRange,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  return apiGet("/api/calendar", z.array(calendarEventSchema), { params: { from, to }, signal });
}

/**
 * Events of one grid. Moving to another month keeps the last answer on screen until the new
 * one arrives, so the grid does not flash a spinner on every click.
 */
export function calendarEventsQuery(range: CalendarRange) {
  return queryOptions({
    queryKey: calendarKeys.events(range),
    queryFn: ({ signal }) => fetchCalendarEvents(range, signal),
    placeholderData: keepPreviousData,
  });
}
