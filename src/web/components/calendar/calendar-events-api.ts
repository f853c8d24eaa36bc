import { type CalendarEvent, calendarEventSchema } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import { z } from "zod";

export type CalendarRange = { from: CalendarDate; to: CalendarDate };

/** The key of GET /api/calendar?from=…&to=…; its URL is read from the key. */
export function calendarEventsKey({ from, to }: CalendarRange) {
  return ["/api/calendar", "from", from, "to", to] as const;
}

/** Events from `from` to `to` (both included). */
export async function fetchCalendarEvents(
  range: CalendarRange,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const response = await fetch(queryKeyToUrl(calendarEventsKey(range)), {
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  return z.array(calendarEventSchema).parse(await response.json());
}
