import { z } from "zod";

/**
 * The calendar subscription feed: a private address (`/ics/<token>.ics`) that calendar apps
 * poll for every deadline of the user's certifications. The address is answered once, when
 * the feed is created; afterwards only that it exists, when it was created and last fetched.
 */
export const calendarFeedMessages = {
  includeCredits: "Choose whether completed credits are included",
  notFound: "You have no calendar feed. Create one first.",
} as const;

const includeCreditsField = z.boolean({ error: calendarFeedMessages.includeCredits });

/** The feed as its owner sees it; never its address, which is kept only as a fingerprint. */
export const calendarFeedSchema = z.object({
  includeCredits: z.boolean(),
  createdAt: z.string(),
  /** The last time a calendar app fetched it, to the hour; null until the first fetch. */
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar-feed (and DELETE's answer): the feed, or null when there is none. */
export const calendarFeedStateSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/**
 * POST /api/calendar-feed: a new address (revoking the one before, if any). The option is kept
 * from the feed before when not given; a first feed leaves credits out.
 */
export const calendarFeedCreateSchema = z.object({
  includeCredits: includeCreditsField.optional(),
});
export type CalendarFeedCreate = z.infer<typeof calendarFeedCreateSchema>;

/** POST answer: the feed and its address, shown this once (`webcalUrl` opens calendar apps). */
export const calendarFeedCreatedSchema = z.object({
  feed: calendarFeedSchema,
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** PATCH /api/calendar-feed: the feed's options; the address stays the same. */
export const calendarFeedUpdateSchema = z.object({ includeCredits: includeCreditsField });
export type CalendarFeedUpdate = z.infer<typeof calendarFeedUpdateSchema>;

/** The `webcal://` form of a feed's address, which calendar apps open as a subscription. */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL), in hours. */
export const calendarFeedRefreshHours = 6;
