import { signUpWeekStarts } from "@common/admin-dashboard";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { gte, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import { counted } from "./counted";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Sign-ups per Monday-based UTC week over the chart's weeks (the week of `today` last, weeks
 * without one at zero), and those of the last 7 and 30 days: one range of users_created_at_idx
 * (index-only), grouped by week.
 */
export async function signUps(db: Database, now: Date, today: CalendarDate) {
  const weeks = signUpWeekStarts(today);
  const first = weeks[0] ?? today;
  const since = (days: number) => new Date(now.getTime() - days * dayMs);
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      week,
      signUps: counted(),
      in7Days: counted(gte(users.createdAt, since(7))),
      in30Days: counted(gte(users.createdAt, since(30))),
    })
    .from(users)
    .where(gte(users.createdAt, new Date(`${first}T00:00:00Z`)))
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row.signUps]));
  return {
    byWeek: weeks.map((weekStart) => ({ weekStart, signUps: byWeek.get(weekStart) ?? 0 })),
    newIn7Days: rows.reduce((total, row) => total + row.in7Days, 0),
    newIn30Days: rows.reduce((total, row) => total + row.in30Days, 0),
  };
}
