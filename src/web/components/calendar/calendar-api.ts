import { calendarEventSchema, type calendarQuerySchema } from "@common/certifications/calendar";
import { keepPreviousData } from "@tanstack/react-query";
import { certificationDataKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";
import { z } from "zod";

/** The days a grid shows: GET /api/calendar?from=…&to=… (both included). */
export type CalendarRange = z.output<typeof calendarQuerySchema>;

/** Calendar events are certification data: every certification or credit change refreshes them. */
export const calendarKeys = {
  all: certificationDataKeys.calendar,
  events: (range: CalendarRange) => [...calendarKeys.all, "events", range] as const,
};

/**
 * Events of one grid. Moving to another month keeps the last answer on screen until the new
 * one arrives, so the grid does not flash a spinner on every click.
 */
export function calendarEventsQuery(range: CalendarRange) {
  const { from, to } = range;
  return {
    ...readQuery(calendarKeys.events(range), "/api/calendar", z.array(calendarEventSchema), {
      from,
      to,
    }),
    placeholderData: keepPreviousData,
  };
}
