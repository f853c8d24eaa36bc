import { eventsByDay } from "@common/certifications/calendar";
import { useQuery } from "@tanstack/react-query";
import type { CalendarRange } from "./calendar-events-api";
import { calendarEventsQuery } from "./calendar-events-query";

/** The events of a grid's range, grouped by day in the shared order (deadlines first). */
export function useCalendarEvents(range: CalendarRange) {
  return useQuery({ ...calendarEventsQuery(range), select: eventsByDay });
}
