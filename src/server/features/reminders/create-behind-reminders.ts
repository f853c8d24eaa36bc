import type { CalendarDate } from "@common/certifications/calendar-date";
import type { CategoryMissing } from "@common/certifications/progress-schema";
import type { Requirements } from "@common/certifications/requirements";
import type { NotificationMethod } from "@common/notification-preferences";
import type { ReminderPace } from "@common/reminders";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { creditsOfCycles } from "../credits/cycle-progress";
import type { CreatedReminder, CreateOptions } from "./create-due-reminders";
import { fallingBehind } from "./falling-behind";
import { andSwept, isNoOne, type SweptUsers } from "./swept-users";
import { type UserDays, userDays } from "./user-days";

/**
 * Certifications judged by one sweep at most, so a sweep's time, memory and hold on the sweep
 * lock stay bounded (a sweep runs every 15 minutes: 96 sweeps judge 1.9 million a day).
 */
export const pacesPerSweep = 20_000;

/**
 * An active certification with credits missing, its deadline ahead, not yet judged today, with
 * what the pace and the reminder's texts need of it.
 */
type Candidate = {
  certificationId: number;
  userId: number;
  /** The user's today. */
  today: CalendarDate;
  method: NotificationMethod;
  email: string | null;
  phoneNumber: string | null;
  phoneVerified: boolean;
  name: string;
  creditsUnit: string;
  creditsRequired: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  requirements: Requirements;
  receivedDate: CalendarDate | null;
  expirationDate: CalendarDate | null;
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
};

/**
 * Creates the falling-behind reminders due now: of every enabled user who wants due-date
 * reminders (or of the `users` given, swept-users.ts), each active certification with credits
 * missing and its credits deadline ahead is judged at most once a day (the user's day, kept in
 * `certification_paces`) by `pacePlan` of src/common. SQL only narrows the candidates; the rule is
 * pace.ts's. Four statements however many are judged: the candidates, their credits, the day
 * they were judged, the reminders. The natural key (certification, deadline kind, deadline
 * date, "behind") makes it once per deadline, on any number of instances.
 */
export async function createBehindReminders(
  db: Database,
  now: Date,
  users?: SweptUsers,
  options: CreateOptions = {},
): Promise<{ created: CreatedReminder[]; judged: number }> {
  const days =
    options.days === undefined
      ? await userDays(db, now, typeof users === "number" ? users : undefined)
      : options.days;
  if (!days || isNoOne(users)) return { created: [], judged: 0 };
  const all = await candidates(db, now, days, users);
  if (all.length === 0) return { created: [], judged: 0 };
  const credits = await creditsOfCycles(
    db,
    all.map((row) => row.certificationId),
    0,
  );
  const behind = all.flatMap((candidate) => {
    const pace = fallingBehind(candidate, credits.get(candidate.certificationId) ?? []);
    return pace ? [{ candidate, ...pace }] : [];
  });
  await markChecked(db, all);
  const created = await insertBehind(db, behind, now, options.queuesMessages ?? false);
  return { created, judged: all.length };
}

/**
 * The certifications whose pace is to be judged now (at most `pacesPerSweep`, lowest ids first: the
 * others are judged by the next sweeps, since a judged one waits for its user's next day), with
 * their user's today. Not in the first 24 hours after a certification was added (its credits
 * are usually recorded right after it), nor once its deadline has a falling-behind reminder.
 */
async function candidates(
  db: Database,
  now: Date,
  days: UserDays,
  users: SweptUsers,
): Promise<Candidate[]> {
  const addedBefore = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  return queryRows<Candidate>(
    db,
    sql`
    with recipients as (
      select u.id, u.notification_method as method, day.today, u.email, u.phone_number,
        u.phone_verified
      from users u
      join json_to_recordset(${days.json}::json) as day(zone text, today date)
        on day.zone = u.time_zone
      where u.is_enabled and u.notify_due_dates
        ${andSwept(users, sql`u.id`, sql`u.time_zone`)}
    )
    select c.id as "certificationId", r.id as "userId", to_char(r.today, 'YYYY-MM-DD') as today,
      r.method, r.email, r.phone_number as "phoneNumber", r.phone_verified as "phoneVerified",
      c.name, c.credits_unit as "creditsUnit", c.credits_required::float8 as "creditsRequired",
      c.credits_missing::float8 as "creditsMissing",
      c.categories_missing as "categoriesMissing", c.requirements,
      to_char(c.received_date, 'YYYY-MM-DD') as "receivedDate",
      to_char(c.expiration_date, 'YYYY-MM-DD') as "expirationDate",
      to_char(c.reporting_period_start, 'YYYY-MM-DD') as "reportingPeriodStart",
      to_char(c.reporting_period_end, 'YYYY-MM-DD') as "reportingPeriodEnd"
    from certifications c
    join recipients r on r.id = c.user_id
    left join certification_paces judged on judged.certification_id = c.id
    where c.status = 'active' and c.credits_missing > 0
      and c.created_at <= ${addedBefore}::timestamptz
      and coalesce(c.reporting_period_end, c.expiration_date) > r.today
      and (judged.checked_on is null or judged.checked_on < r.today)
      and not exists (
        select 1 from reminders sent
        where sent.certification_id = c.id and sent.step = 'behind'
          and sent.deadline_date = coalesce(c.reporting_period_end, c.expiration_date)
          and sent.deadline_kind = case when c.reporting_period_end is null then 'expiration'
            else 'reporting_period_end' end)
    order by c.id
    limit ${pacesPerSweep}`,
  );
}

/** Each certification of `judged` was judged on its user's today. */
async function markChecked(db: Database, judged: Candidate[]): Promise<void> {
  const checked = JSON.stringify(
    judged.map((row) => ({ id: row.certificationId, today: row.today })),
  );
  await db.execute(sql`
    insert into certification_paces (certification_id, checked_on)
    select id, today from json_to_recordset(${checked}::json) as checked(id int, today date)
    on conflict (certification_id) do update set checked_on = excluded.checked_on`);
}

/** Inserts the falling-behind reminders; answers those not already there. */
async function insertBehind(
  db: Database,
  behind: {
    candidate: Candidate;
    deadlineKind: CreatedReminder["deadlineKind"];
    deadlineDate: CalendarDate;
    pace: ReminderPace;
  }[],
  now: Date,
  queuesMessages: boolean,
): Promise<CreatedReminder[]> {
  if (behind.length === 0) return [];
  const reminders: Omit<CreatedReminder, "id">[] = behind.map(
    ({ candidate, deadlineKind, deadlineDate, pace }) => ({
      userId: candidate.userId,
      certificationId: candidate.certificationId,
      deadlineKind,
      deadlineDate,
      step: "behind",
      sentOn: candidate.today,
      creditsMissing: candidate.creditsMissing,
      categoriesMissing: candidate.categoriesMissing,
      reportingPeriodEndsToo: false,
      method: candidate.method,
      name: candidate.name,
      creditsUnit: candidate.creditsUnit,
      creditsRequired: candidate.creditsRequired,
      pace,
      email: candidate.email,
      phoneNumber: candidate.phoneNumber,
      phoneVerified: candidate.phoneVerified,
    }),
  );
  const rows = JSON.stringify(
    reminders.map(
      ({ name, creditsUnit, creditsRequired, email, phoneNumber, phoneVerified, ...row }) => row,
    ),
  );
  const pending = queuesMessages ? sql`false` : sql`method <> 'in-app'`;
  const inserted = await queryRows<{ id: number; certificationId: number }>(
    db,
    sql`insert into reminders (user_id, certification_id, deadline_kind, deadline_date, step,
        sent_on, credits_missing, categories_missing, pace, reporting_period_ends_too, method,
        message_pending, created_at)
      select "userId", "certificationId", "deadlineKind", "deadlineDate", step, "sentOn",
        "creditsMissing", "categoriesMissing", pace, false, method, ${pending},
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${rows}::json) as behind("userId" int, "certificationId" int,
        "deadlineKind" text, "deadlineDate" date, step text, "sentOn" date,
        "creditsMissing" numeric, "categoriesMissing" jsonb, pace jsonb, method text)
      on conflict (certification_id, deadline_kind, deadline_date, step) do nothing
      returning id, certification_id as "certificationId"`,
  );
  const ids = new Map(inserted.map((row) => [row.certificationId, row.id]));
  return reminders.flatMap((reminder) => {
    const id = ids.get(reminder.certificationId);
    return id === undefined ? [] : [{ ...reminder, id }];
  });
}
