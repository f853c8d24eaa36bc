import { addDays, todayIn } from "@common/certifications/calendar-date";
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
  reportingPeriodEndsToo: boolean;
  method: NotificationMethod;
  name: string;
  creditsUnit: string;
  creditsRequired: number;
  /** Where the pace of the last 90 days leads; a "behind" reminder's only. */
  pace: ReminderPace | null;
};

/**
 * Creates, in one statement, every reminder that is due now and not yet created, for every
 * active certification of every enabled user (the rule of @common/reminders, with each user's
 * "today" taken in their time zone and the administrators' `reminderDays`), or of one user when
 * `userId` is given. The unique natural key makes a second run, on this or another instance,
 * create nothing. Answers the created reminders with what their texts need.
 */
export async function createDueReminders(
  db: Database,
  now: Date,
  reminderDays: readonly number[],
  userId?: number,
): Promise<CreatedReminder[]> {
  // Bounds every user's window falls inside, so the date indexes narrow the scan.
  const utcToday = todayIn("UTC", now);
  const from = addDays(utcToday, -passedNoticeGraceDays - 1);
  // The longest lead time anyone uses bounds the window (measured: a third of the rows read).
  const to = sql`(${addDays(utcToday, 1)}::date + (select coalesce(max(notify_days_in_advance), 0)
    from users where is_enabled))`;
  const grace = passedNoticeGraceDays;
  // Whole numbers from the validated setting, as one array parameter.
  const days = `{${reminderDays.map((day) => Math.trunc(day)).join(",")}}`;
  return queryRows<CreatedReminder>(
    db,
    sql`
    with recipients as (
      select u.id, u.notify_expirations, u.notify_due_dates,
        u.notify_days_in_advance as lead_days, u.notification_method as method,
        (${now.toISOString()}::timestamptz at time zone coalesce(zone.name, 'UTC'))::date as today
      from users u
      left join pg_timezone_names zone on zone.name = u.time_zone
      where u.is_enabled and (u.notify_expirations or u.notify_due_dates)
        ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}
    ),
    deadlines as (
      select c.id as certification_id, r.id as user_id, 'expiration' as deadline_kind,
        c.expiration_date as deadline_date, r.today, r.lead_days, r.method,
        c.credits_missing, c.categories_missing,
        (r.notify_due_dates and c.reporting_period_end is not distinct from c.expiration_date
          and c.credits_missing > 0) as reporting_period_ends_too
      from certifications c
      join recipients r on r.id = c.user_id
      where c.status = 'active' and r.notify_expirations
        and c.expiration_date between ${from}::date and ${to}
        and c.expiration_date between r.today - ${grace}::int and r.today + r.lead_days
      union all
      select c.id, r.id, 'reporting_period_end', c.reporting_period_end, r.today, r.lead_days,
        r.method, c.credits_missing, c.categories_missing, false
      from certifications c
      join recipients r on r.id = c.user_id
      where c.status = 'active' and r.notify_due_dates
        and c.credits_missing > 0
        -- Ending the day it expires, it is told in the expiration's reminder: one deadline.
        and (not r.notify_expirations or c.expiration_date is distinct from c.reporting_period_end)
        and c.reporting_period_end between ${from}::date and ${to}
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
        select min(day) as days from unnest(${days}::int[]) as day
        where day < d.lead_days and d.today >= d.deadline_date - day
      ) reminder_day
    ),
    inserted as (
      insert into reminders (user_id, certification_id, deadline_kind, deadline_date, step,
        sent_on, credits_missing, categories_missing, reporting_period_ends_too, method,
        message_pending, created_at)
      select user_id, certification_id, deadline_kind, deadline_date, step, today,
        credits_missing, categories_missing, reporting_period_ends_too, method, method <> 'in-app',
        ${now.toISOString()}::timestamptz
      from due
      where step is not null
        -- Days changed by the administrators: a reminder day is not sent after a later one
        -- (fewer days before) of the same deadline already was.
        and not (step_days is not null and exists (
          select 1 from reminders sent
          where sent.certification_id = due.certification_id
            and sent.deadline_kind = due.deadline_kind
            and sent.deadline_date = due.deadline_date
            and substring(sent.step from '^([0-9]+)d$')::int < due.step_days))
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
      null as pace
    from inserted i
    join certifications c on c.id = i.certification_id
    order by i.user_id, i.deadline_date, i.id`,
  );
}
