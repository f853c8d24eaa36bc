import {
  type CalendarFeedCreate,
  type CalendarFeedUpdate,
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
} from "@common/calendar-feed";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

export const calendarFeedKeys = {
  all: ["calendar-feed"] as const,
  state: () => [...calendarFeedKeys.all, "state"] as const,
};

export const createCalendarFeed = (input: CalendarFeedCreate) =>
  apiSend("POST", "/api/calendar-feed", calendarFeedCreatedSchema, input);

export const updateCalendarFeed = (input: CalendarFeedUpdate) =>
  apiSend("PATCH", "/api/calendar-feed", calendarFeedStateSchema, input);

export const revokeCalendarFeed = () =>
  apiSend("DELETE", "/api/calendar-feed", calendarFeedStateSchema);

export const calendarFeedQuery = () =>
  readQuery(calendarFeedKeys.state(), "/api/calendar-feed", calendarFeedStateSchema);
