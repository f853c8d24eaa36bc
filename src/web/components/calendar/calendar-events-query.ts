import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type CalendarRange, calendarEventsKey, fetchCalendarEvents } from "./calendar-events-api";

/**
 * Events of one grid. Moving to another month keeps the last answer on screen until the new
 * one arrives, so the grid does not flash a spinner on every click.
 */
export function calendarEventsQuery(range: CalendarRange) {
  return queryOptions({
    queryKey: calendarEventsKey(range),
    queryFn: ({ signal }) => fetchCalendarEvents(range, signal),
    placeholderData: keepPreviousData,
  });
}
