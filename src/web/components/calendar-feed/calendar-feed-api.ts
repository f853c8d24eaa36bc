import {
  type CalendarFeedCreate,
  type CalendarFeedUpdate,
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
} from "@common/calendar-feed";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

export const calendarFeedKeys = {
  all: ["calendar-feed"] as const,
  state: () => [...calendarFeedKeys.all, "state"] as const,
};

export const fetchCalendarFeed = (signal?: AbortSignal) =>
  apiGet("/api/calendar-feed", calendarFeedStateSchema, { signal });

export const createCalendarFeed = (input: CalendarFeedCreate) =>
  apiSend("POST", "/api/calendar-feed", calendarFeedCreatedSchema, input);

export const updateCalendarFeed = (input: CalendarFeedUpdate) =>
  apiSend("PATCH", "/api/calendar-feed", calendarFeedStateSchema, input);

export const revokeCalendarFeed = () =>
  apiSend("DELETE", "/api/calendar-feed", calendarFeedStateSchema);

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.state(),
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });
