import { addDays } from "@common/certifications/calendar-date";
import type { CategoryMissing } from "@common/certifications/progress-schema";
import type { NotificationMethod } from "@common/notification-preferences";
import {
  type DeadlineKind,
  passedNoticeGraceDays,
  type ReminderPace,
  type ReminderStep,
} from "@common/reminders";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { andSwept, isNoOne, type SweptUsers } from "./swept-users";
import { type UserDays, userDays } from "./user-days";

export type CreatedReminder = {
  id: number;
  userId: number;
  certificationId: number;
  deadlineKind: DeadlineKind;
  deadlineDate: string;
  step: ReminderStep;
  sentOn: string;
  creditsMissing: number;
  /** The category minimums still short when it was created, from the certification. */
  categoriesMissing: CategoryMissing[];
  /** The reporting period ends the day the certification expires, with credits missing. */
  reportingPeriodEndsToo: boolean;
  method: NotificationMethod;
  name: string;
  creditsUnit: string;
  creditsRequired: number;
  /** Where the pace of the last 90 days leads; a "behind" reminder's only. */
  pace: ReminderPace | null;
  /** Where to reach its user (an email or a text). */
  email: string | null;
  phoneNumber: string | null;
  phoneVerified: boolean;
};

export type CreateOptions = {
  /**
   * The caller queues the emails and texts of the reminders created, in the same transaction
   * (the sweep): they are stored with no message pending. Otherwise those of users who want
   * them are left pending, for the next sweep.
   */
  queuesMessages?: boolean;
  /** The users' days, when the caller has them already. */
  days?: UserDays | null;
};

/** A reminder due now and not yet created: its natural key and what it keeps. */
type Due = {
  userId: number;
  certificationId: number;
  deadlineKind: DeadlineKind;
  deadlineDate: string;
  step: ReminderStep;
  today: string;
  creditsMissing: string;
  /** The reporting period ends the day the certification expires, with credits missing. */
  reportingPeriodEndsToo: boolean;
  method: NotificationMethod;
};

/**
 * Creates every reminder that is due now and not yet created, for every active certification
 * of every enabled user (the rule of @common/reminders, with each user's "today" taken in their
 * time zone and the administrators' `reminderDays`), or of the `users` given (swept-users.ts).
 * Answers the created reminders with what their texts need.
 *
 * Two statements, however many: one finds what is due and not yet sent, the other inserts it.
 * When nothing is due (every sweep but the day's first ones) the first finds nothing and the
 * second is not sent. Finding first, rather than letting the insert skip what exists, keeps
 * the check on the natural key's index whatever the planner knows of the table: inside the
 * insert statement, a scan of reminders would read the rows it is adding. The unique natural
 * key still decides between two transactions, so a second run, on this or another instance,
 * creates nothing.
 */
export async function createDueReminders(
  db: Database,
  now: Date,
  reminderDays: readonly number[],
  users?: SweptUsers,
  options: CreateOptions = {},
): Promise<CreatedReminder[]> {
  const days =
    options.days === undefined
      ? await userDays(db, now, typeof users === "number" ? users : undefined)
      : options.days;
  if (!days || isNoOne(users)) return [];
  const due = await dueReminders(db, days, reminderDays, users);
  if (due.length === 0) return [];
  const pending = options.queuesMessages ? sql`false` : sql`due.method <> 'in-app'`;
  return queryRows<CreatedReminder>(
    db,
    sql`
    with inserted as (
      insert into reminders (user_id, certification_id, deadline_kind, deadline_date, step,
        sent_on, credits_missing, categories_missing, reporting_period_ends_too, method,
        message_pending, created_at)
      select due."userId", due."certificationId", due."deadlineKind", due."deadlineDate",
        due.step, due.today, due."creditsMissing", c.categories_missing,
        due."reportingPeriodEndsToo", due.method, ${pending}, ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(due)}::json) as due("userId" int,
        "certificationId" int, "deadlineKind" text, "deadlineDate" date, step text, today date,
        "creditsMissing" numeric, "reportingPeriodEndsToo" boolean, method text)
      join certifications c on c.id = due."certificationId"
      on conflict (certification_id, deadline_kind, deadline_date, step) do nothing
      returning id, user_id, certification_id, deadline_kind, deadline_date, step, sent_on,
        credits_missing, categories_missing, reporting_period_ends_too, method
    )
    select i.id, i.user_id as "userId", i.certification_id as "certificationId",
      i.deadline_kind as "deadlineKind", to_char(i.deadline_date, 'YYYY-MM-DD') as "deadlineDate",
      i.step, to_char(i.sent_on, 'YYYY-MM-DD') as "sentOn",
      i.credits_missing::float8 as "creditsMissing", i.categories_missing as "categoriesMissing",
      i.reporting_period_ends_too as "reportingPeriodEndsToo", i.method, c.name,
      c.credits_unit as "creditsUnit", c.credits_required::float8 as "creditsRequired",
      null as pace, u.email, u.phone_number as "phoneNumber", u.phone_verified as "phoneVerified"
    from inserted i
    join certifications c on c.id = i.certification_id
    join users u on u.id = i.user_id
    order by i.user_id, i.deadline_date, i.id`,
  );
}

/**
 * The reminders due now and not yet created: the certifications whose deadline falls in
 * their user's window, the step due by the rule, and no reminder of that step (or of a later
 * reminder day) for that deadline yet. It reads the certifications' and reminders' indexes,
 * not their rows, so a sweep that finds nothing due reads no row of either.
 */
async function dueReminders(
  db: Database,
  days: UserDays,
  reminderDays: readonly number[],
  users: SweptUsers,
): Promise<Due[]> {
  // Bounds every user's window falls inside, so the date indexes narrow the scan.
  const from = addDays(days.earliest, -passedNoticeGraceDays);
  const to = addDays(days.latest, days.longestLead);
  const grace = passedNoticeGraceDays;
  // Whole numbers from the validated setting, as one array parameter.
  const steps = `{${reminderDays.map((day) => Math.trunc(day)).join(",")}}`;
  return queryRows<Due>(
    db,
    sql`
    with recipients as (
      select u.id, u.notify_expirations, u.notify_due_dates,
        u.notify_days_in_advance as lead_days, u.notification_method as method, day.today
      from users u
      join json_to_recordset(${days.json}::json) as day(zone text, today date)
        on day.zone = u.time_zone
      where u.is_enabled and (u.notify_expirations or u.notify_due_dates)
        ${andSwept(users, sql`u.id`, sql`u.time_zone`)}
    ),
    deadlines as (
      select c.id as certification_id, r.id as user_id, 'expiration' as deadline_kind,
        c.expiration_date as deadline_date, r.today, r.lead_days, r.method, c.credits_missing,
        (r.notify_due_dates and c.reporting_period_end is not distinct from c.expiration_date
          and c.credits_missing > 0) as reporting_period_ends_too
      from certifications c
      join recipients r on r.id = c.user_id
      where c.status = 'active' and r.notify_expirations
        and c.expiration_date between ${from}::date and ${to}::date
        and c.expiration_date between r.today - ${grace}::int and r.today + r.lead_days
      union all
      select c.id, r.id, 'reporting_period_end', c.reporting_period_end, r.today, r.lead_days,
        r.method, c.credits_missing, false
      from certifications c
      join recipients r on r.id = c.user_id
      where c.status = 'active' and r.notify_due_dates
        and c.credits_missing > 0
        -- Ending the day it expires, it is told in the expiration's reminder: one deadline.
        and (not r.notify_expirations or c.expiration_date is distinct from c.reporting_period_end)
        and c.reporting_period_end between ${from}::date and ${to}::date
        and c.reporting_period_end between r.today - ${grace}::int and r.today + r.lead_days
    ),
    due as (
      select d.*, case
        when d.today > d.deadline_date then 'passed'
        when reminder_day.days is not null then reminder_day.days || 'd'
        when d.today >= d.deadline_date - d.lead_days then 'lead'
      end as step,
      case when d.today <= d.deadline_date then reminder_day.days end as step_days
      from deadlines d
      -- The latest reminder day that has come (below the lead time, which has its own step).
      cross join lateral (
        select min(day) as days from unnest(${steps}::int[]) as day
        where day < d.lead_days and d.today >= d.deadline_date - day
      ) reminder_day
    )
    select due.user_id as "userId", due.certification_id as "certificationId",
      due.deadline_kind as "deadlineKind", to_char(due.deadline_date, 'YYYY-MM-DD') as "deadlineDate",
      due.step, to_char(due.today, 'YYYY-MM-DD') as today,
      due.credits_missing::text as "creditsMissing",
      due.reporting_period_ends_too as "reportingPeriodEndsToo", due.method
    from due
    where due.step is not null
      -- A lookup of the natural key's index per deadline due (a subquery the planner keeps as
      -- one), rather than a join that may read every reminder ever sent.
      and not coalesce((
        select true from reminders sent
        where sent.certification_id = due.certification_id
          and sent.deadline_kind = due.deadline_kind
          and sent.deadline_date = due.deadline_date
          and (sent.step = due.step
            -- Days changed by the administrators: a reminder day is not sent after a later
            -- one (fewer days before) of the same deadline already was.
            or (due.step_days is not null
              and substring(sent.step from '^([0-9]+)d$')::int < due.step_days))
        limit 1), false)
    order by due.user_id, due.deadline_date, due.certification_id`,
  );
}
