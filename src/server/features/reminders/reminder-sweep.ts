import { sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import { type Database, queryRows } from "../../db/open";
import { announceQueued } from "../../delivery/outbox";
import { readSystemSetting } from "../system-settings/read-system-settings";
import { createBehindReminders, pacesPerSweep } from "./create-behind-reminders";
import { createDueReminders } from "./create-due-reminders";
import { queueReminderMessages } from "./reminder-messages";
import { notifyInApp } from "./reminder-notifications";
import { resolveStaleReminders } from "./resolve-stale-reminders";
import { saveSweepState, usersToSweep } from "./sweep-state";
import { userDays } from "./user-days";

// The same for every instance of the app on this schema, and only for them: an advisory lock is
// database-wide, and a sweep must not skip because another schema of the database (each test
// file has its own) is being swept.
const sweepLockKey = sql`hashtextextended('certminder reminder sweep ' || current_schema(), 0)`;

export type SweepResult =
  | { skipped: "another sweep is running" }
  | {
      /** Unread notifications archived because their deadline no longer holds. */
      resolved: number;
      reminders: number;
      /** Certifications whose pace was judged (at most 20,000 a sweep; the rest next time). */
      paces: number;
      notifications: number;
      emails: number;
      texts: number;
    };

/**
 * One reminder sweep: archives the unread notifications whose deadline no longer holds (so
 * nothing a change missed lingers), creates every reminder due now (the deadline steps, then
 * the falling-behind notices of the certifications whose pace is not yet judged today), its
 * in-app notifications and its emails or texts, in one transaction under a PostgreSQL advisory
 * lock, so two instances sweeping at the same moment do the work once (the second one skips; the
 * unique key would stop it anyway). Set-based: about a dozen statements however many reminders
 * fall due. A sweep of every user reads only the users whose day began or whose reminders may
 * have changed since the last one (sweep-state.ts), so one with nothing new reads almost
 * nothing.
 */
export async function sweepReminders({
  db,
  clock,
  appUrl,
  userId,
}: {
  db: Database;
  clock: Clock;
  appUrl: string;
  /** Only this user's reminders: it waits for a running sweep instead of skipping. */
  userId?: number;
}): Promise<SweepResult> {
  const result = await db.transaction(async (tx): Promise<SweepResult> => {
    if (userId === undefined) {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${sweepLockKey}) as locked`,
      );
      if (!lock?.locked) return { skipped: "another sweep is running" };
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(${sweepLockKey})`);
    }
    const now = clock.now();
    // Read on each run: a change of the reminder days applies from the next sweep.
    const reminderDays = await readSystemSetting(tx, "reminderSteps");
    const { users, pacesPending, days } =
      userId === undefined
        ? await usersToSweep(tx, now, reminderDays)
        : { users: userId, pacesPending: false, days: await userDays(tx, now, userId) };
    const resolved = await resolveStaleReminders(tx, users);
    // The created reminders' emails and texts are queued below, in this transaction.
    const options = { days, queuesMessages: true };
    const due = await createDueReminders(tx, now, reminderDays, users, options);
    // Paces left by the last sweep may be anyone's.
    const behind = await createBehindReminders(tx, now, pacesPending ? undefined : users, options);
    const created = [...due, ...behind.created];
    const notifications = await notifyInApp(tx, created, now);
    const messages = await queueReminderMessages(tx, created, appUrl);
    if (userId === undefined) {
      await saveSweepState(tx, now, days, reminderDays, behind.judged >= pacesPerSweep);
    }
    return {
      resolved,
      reminders: created.length,
      paces: behind.judged,
      notifications,
      ...messages,
    };
  });
  if ("emails" in result && result.emails + result.texts > 0) announceQueued();
  return result;
}
