import { type CalendarDate, todayIn } from "@common/certifications/calendar-date";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";

/** Each time zone of the enabled users with its today, and the bounds a sweep's dates fall in. */
export type UserDays = {
  /** One JSON parameter: `[{ zone, today }]`, for `json_to_recordset`. */
  json: string;
  /** The same, as a list. */
  zones: { zone: string; today: CalendarDate }[];
  earliest: CalendarDate;
  latest: CalendarDate;
  /** The longest lead time among those users (0 when there are none). */
  longestLead: number;
};

/**
 * The day of every enabled user (or of one user when `userId` is given), as the app takes it
 * (`todayIn` their time zone: UTC for a zone it does not know), worked out once per time zone
 * in use, in one pass over the users; null when there is no such user. Reading the database's
 * list of zone names instead costs about 50 ms a sweep.
 */
export async function userDays(db: Database, now: Date, userId?: number): Promise<UserDays | null> {
  const zones = await queryRows<{ zone: string; longestLead: number }>(
    db,
    sql`select u.time_zone as zone, max(u.notify_days_in_advance) as "longestLead"
      from users u
      where u.is_enabled ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}
      group by u.time_zone`,
  );
  if (zones.length === 0) return null;
  const days = zones.map(({ zone }) => ({ zone, today: todayIn(zone, now) }));
  const todays = days.map((day) => day.today).sort();
  return {
    json: JSON.stringify(days),
    zones: days,
    earliest: todays[0] ?? todayIn("UTC", now),
    latest: todays[todays.length - 1] ?? todayIn("UTC", now),
    longestLead: Math.max(...zones.map((zone) => Number(zone.longestLead))),
  };
}
