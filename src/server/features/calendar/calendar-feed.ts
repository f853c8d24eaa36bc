import {
  type CalendarFeed,
  type CalendarFeedCreate,
  type CalendarFeedCreated,
  type CalendarFeedState,
  type CalendarFeedUpdate,
  calendarFeedMessages,
  webcalUrlOf,
} from "@common/calendar-feed";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { calendarFeeds } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { calendarFeedPath, feedTokenHash, newFeedToken } from "./feed-token";

type FeedRow = typeof calendarFeeds.$inferSelect;

const asFeed = (row: FeedRow): CalendarFeed => ({
  includeCredits: row.includeCredits,
  createdAt: row.createdAt.toISOString(),
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
});

/** The user's feed, or null. */
export async function readCalendarFeed(db: Database, userId: number): Promise<CalendarFeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { feed: row ? asFeed(row) : null };
}

/**
 * A new address for the user's feed, answered this once. A feed made before is replaced in the
 * same statement (its address answers 404 from then on), keeping its option unless another is
 * given. Two creations at once leave one feed: the user's id is unique.
 */
export async function createCalendarFeed(
  { db, clock, appUrl }: ServiceDeps & { appUrl: string },
  userId: number,
  input: CalendarFeedCreate,
): Promise<CalendarFeedCreated> {
  const token = newFeedToken();
  const fresh = {
    tokenHash: feedTokenHash(token),
    createdAt: clock.now(),
    lastFetchedAt: null,
    contentHash: null,
    contentChangedAt: null,
  };
  const [row] = await db
    .insert(calendarFeeds)
    .values({ ...fresh, userId, includeCredits: input.includeCredits ?? false })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { ...fresh, ...(input.includeCredits === undefined ? {} : input) },
    })
    .returning();
  if (!row) throw new Error("calendar feed was not created");
  const url = `${appUrl}${calendarFeedPath(token)}`;
  return { feed: asFeed(row), url, webcalUrl: webcalUrlOf(url) };
}

/** Changes the feed's options; its address stays. 404 when the user has no feed. */
export async function updateCalendarFeed(
  db: Database,
  userId: number,
  input: CalendarFeedUpdate,
): Promise<CalendarFeedState> {
  const [row] = await db
    .update(calendarFeeds)
    .set(input)
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  if (!row) throw new HttpError(404, calendarFeedMessages.notFound);
  return { feed: asFeed(row) };
}

/** Deletes the user's feed: its address answers 404 at once. 404 when there is none. */
export async function revokeCalendarFeed(db: Database, userId: number): Promise<CalendarFeedState> {
  const deleted = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ id: calendarFeeds.id });
  if (deleted.length === 0) throw new HttpError(404, calendarFeedMessages.notFound);
  return { feed: null };
}
