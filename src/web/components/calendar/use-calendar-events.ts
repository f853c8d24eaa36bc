import { eventsByDay } from "@common/certifications/calendar";
import { useQuery } from "@tanstack/react-query";
import { type CalendarRange, calendarEventsQuery } from "./calendar-api";

/** The events of a grid's range, grouped by day in the shared order (deadlines first). */
export function useCalendarEvents(range: CalendarRange) {
  return useQuery({ ...calendarEventsQuery(range), select: eventsByDay });
}
