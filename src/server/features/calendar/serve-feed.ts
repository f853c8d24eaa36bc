import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { plannedCoursesForCalendar } from "../planner/planned-calendar";
import { feedCalendar, feedLayoutVersion } from "./feed-calendar";
import { feedCertifications, feedCredits, openFeed } from "./feed-contents";
import { feedTokenHash } from "./feed-token";

/** The last fetch is written at most once an hour: a poll of an unchanged feed writes nothing. */
const fetchRecordedEveryMs = 60 * 60 * 1000;

/**
 * Calendars made lately, by their ETag's hash, most recently served last. Making the text is
 * most of a whole answer's cost, and the text follows from what the hash covers, so an app
 * fetching without If-None-Match, or several apps of one person, get it made once per change.
 * Bounded by its characters.
 */
const madeCalendars = new Map<string, string>();
const madeCalendarsMaxChars = 32 * 1024 * 1024;
let madeCalendarsChars = 0;

function calendarText(hash: string, make: () => string): string {
  const made = madeCalendars.get(hash);
  if (made !== undefined) {
    madeCalendars.delete(hash);
    madeCalendars.set(hash, made);
    return made;
  }
  const text = make();
  madeCalendars.set(hash, text);
  madeCalendarsChars += text.length;
  for (const [oldest, oldText] of madeCalendars) {
    if (madeCalendarsChars <= madeCalendarsMaxChars || oldest === hash) break;
    madeCalendars.delete(oldest);
    madeCalendarsChars -= oldText.length;
  }
  return text;
}

export type ServedFeed = {
  /** The calendar's text, made only when the caller's copy is not current and none is kept. */
  body: () => string;
  /** A strong ETag: the SHA-256 of everything the calendar is made of. */
  etag: string;
  /** When the feed's content last changed, to the second (HTTP dates have no finer part). */
  lastModified: Date;
};

/**
 * The calendar of the feed this token opens, or null when none does (unknown, revoked, or
 * its owner's account disabled). The ETag hashes what the calendar is made of (the rows read,
 * the owner's name and lead time, the option, the public address and the layout's version)
 * rather than the text: a poll that gets 304 never needs the text made. The hash is compared with the last one
 * served: a change moves the feed's Last-Modified to now, a deletion included, which no row's
 * own time could tell.
 */
export async function serveFeed(
  { db, clock, appUrl }: ServiceDeps & { appUrl: string },
  token: string,
): Promise<ServedFeed | null> {
  const feed = await openFeed(db, feedTokenHash(token));
  if (!feed) return null;
  const [certifications, credits, plannedCourses] = await Promise.all([
    feedCertifications(db, feed.owner.id),
    feed.includeCredits ? feedCredits(db, feed.owner.id) : [],
    plannedCoursesForCalendar({ db, clock }, feed.owner),
  ]);
  const made = [
    feedLayoutVersion,
    appUrl,
    feed.includeCredits,
    feed.owner,
    certifications,
    credits,
    plannedCourses,
  ];
  const hash = createHash("sha256").update(JSON.stringify(made)).digest("base64url");
  const now = clock.now();
  const contentChanged = hash !== feed.contentHash || feed.contentChangedAt === null;
  const fetchStale =
    feed.lastFetchedAt === null ||
    now.getTime() - feed.lastFetchedAt.getTime() >= fetchRecordedEveryMs;
  if (contentChanged || fetchStale) {
    await db
      .update(calendarFeeds)
      .set({
        ...(contentChanged ? { contentHash: hash, contentChangedAt: now } : {}),
        ...(fetchStale ? { lastFetchedAt: now } : {}),
      })
      .where(eq(calendarFeeds.id, feed.id));
  }
  const changedAt = contentChanged ? now : (feed.contentChangedAt ?? now);
  return {
    body: () =>
      calendarText(hash, () =>
        feedCalendar({
          feed,
          certifications,
          credits,
          plannedCourses,
          plannedAt: changedAt,
          appUrl,
        }),
      ),
    etag: `"${hash}"`,
    lastModified: new Date(Math.floor(changedAt.getTime() / 1000) * 1000),
  };
}

/** True when the caller's copy is current: `If-None-Match` decides when sent (RFC 9110). */
export function notModified(
  served: ServedFeed,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((candidate) => {
      const tag = candidate.trim();
      return tag === "*" || tag === served.etag || tag === `W/${served.etag}`;
    });
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && served.lastModified.getTime() <= since;
}
