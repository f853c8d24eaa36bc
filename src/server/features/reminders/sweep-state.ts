import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import type { SweptUsers } from "./swept-users";
import { type UserDays, userDays } from "./user-days";

type State = { days: Record<string, string>; reminderDays: number[]; pacesPending: boolean };

/**
 * Whom a sweep of every user has to read: everyone the first time, after the reminder days of
 * the settings changed, or when every zone's day began since; otherwise the users of the zones
 * whose day began since the last sweep and those in `reminder_changes` (whose rows it takes).
 * Nothing falls due between two sweeps but by a new day or a change, so the others have
 * nothing new. `pacesPending`: the last sweep left paces for the next ones to judge. With the
 * users' days (user-days.ts), read once the list is taken, so a zone changed meanwhile is seen.
 */
export async function usersToSweep(
  db: Database,
  now: Date,
  reminderDays: readonly number[],
): Promise<{ users: SweptUsers; pacesPending: boolean; days: UserDays | null }> {
  const [state] = await queryRows<State>(
    db,
    sql`select days, reminder_days as "reminderDays", paces_pending as "pacesPending"
      from reminder_sweep_state where id = 1`,
  );
  // Taken before the users are read: a change committed after this statement stays listed
  // for the next sweep.
  const due = sql`sweep_from <= ${now.toISOString()}::timestamptz`;
  if (!state || state.reminderDays.join(",") !== reminderDays.join(",")) {
    await db.execute(sql`delete from reminder_changes where ${due}`);
    return { users: undefined, pacesPending: true, days: await userDays(db, now) };
  }
  const changed = await queryRows<{ userId: number }>(
    db,
    sql`with taken as (delete from reminder_changes where ${due} returning user_id)
      select distinct user_id as "userId" from taken`,
  );
  const days = await userDays(db, now);
  const zones = (days?.zones ?? []).filter((day) => state.days[day.zone] !== day.today);
  if (days && zones.length === days.zones.length) {
    return { users: undefined, pacesPending: state.pacesPending, days };
  }
  return {
    users: {
      zones: zones.map((day) => day.zone),
      userIds: changed.map((row) => row.userId),
    },
    pacesPending: state.pacesPending,
    days,
  };
}

/** What this sweep of every user saw, for the next one. */
export async function saveSweepState(
  db: Database,
  now: Date,
  days: UserDays | null,
  reminderDays: readonly number[],
  pacesPending: boolean,
): Promise<void> {
  const byZone = Object.fromEntries((days?.zones ?? []).map((day) => [day.zone, day.today]));
  await db.execute(sql`
    insert into reminder_sweep_state (id, days, reminder_days, paces_pending, swept_at)
    values (1, ${JSON.stringify(byZone)}::jsonb, ${JSON.stringify(reminderDays)}::jsonb,
      ${pacesPending}, ${now.toISOString()}::timestamptz)
    on conflict (id) do update set days = excluded.days, reminder_days = excluded.reminder_days,
      paces_pending = excluded.paces_pending, swept_at = excluded.swept_at`);
}
