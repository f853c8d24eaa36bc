import type { DeadlineKind } from "@common/reminders";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { reminderType, type StaleReason, staleReasonText } from "./reminder-texts";
import { andSwept, isNoOne, type SweptUsers } from "./swept-users";

const fallingBehindType = reminderType({ deadlineKind: "reporting_period_end", step: "behind" });

type StaleDeadline = {
  id: number;
  deadlineKind: DeadlineKind;
  reason: StaleReason;
  /** The certification's date of that kind now, when it still has one. */
  dateNow: string | null;
};

/**
 * Which of `refs` (rows of id, certification_id, deadline_kind, deadline_date, behind) are
 * about a deadline that no longer holds, and why: the one rule for notifications and for
 * reminders still to be emailed. A deadline holds while its certification exists, is active,
 * still has that date, and (a reporting period end, or any deadline of a falling-behind notice)
 * still misses credits. A date that belonged to a finished cycle was renewed; any other new
 * date was changed by hand. A falling-behind notice is not judged on the pace again.
 */
async function staleDeadlines(db: Database, refs: SQL): Promise<StaleDeadline[]> {
  return queryRows<StaleDeadline>(
    db,
    sql`
    with refs as (${refs}),
    compared as (
      select refs.id, refs.deadline_kind, refs.deadline_date, refs.behind,
        c.id as certification_id, c.status, c.credits_missing,
        case when refs.deadline_kind = 'expiration' then c.expiration_date
          else c.reporting_period_end end as date_now
      from refs
      left join certifications c on c.id = refs.certification_id
    ),
    judged as (
      select compared.*, case
        when certification_id is null then 'deleted'
        when status <> 'active' then status
        when date_now is null then 'date_removed'
        when date_now <> deadline_date and exists (
          select 1 from certification_cycles cycle
          where cycle.certification_id = compared.certification_id
            and case when deadline_kind = 'expiration' then cycle.expiration_date
              else cycle.reporting_period_end end = deadline_date) then 'renewed'
        when date_now <> deadline_date then 'date_changed'
        when (deadline_kind = 'reporting_period_end' or behind) and credits_missing = 0
          then 'credits_completed'
      end as reason
      from compared
    )
    select id, deadline_kind as "deadlineKind", reason,
      to_char(date_now, 'YYYY-MM-DD') as "dateNow"
    from judged
    where reason is not null
    order by id`,
  );
}

/**
 * Archives the unread reminder notifications whose deadline no longer holds (renewed, date
 * changed, credits completed, certification made inactive or deleted), each with its reason,
 * and drops the emails or texts still pending for such reminders. A notification the user
 * has read stays as they left it. The notifications of the `users` given (swept-users.ts: by
 * id, since a new day makes no deadline moot), or of everyone; the pending emails or texts of
 * everyone unless one user is given.
 * Answers how many notifications were archived.
 */
export async function resolveStaleReminders(db: Database, users?: SweptUsers): Promise<number> {
  // Only a change makes a deadline moot, not a new day: the users by zone are not read.
  const changed = typeof users === "object" ? { zones: [], userIds: users.userIds } : users;
  const notices = isNoOne(changed)
    ? []
    : await staleDeadlines(
        db,
        sql`select id, certification_id, deadline_kind, deadline_date,
            type = ${fallingBehindType} as behind from notifications
          where deadline_kind is not null and not is_read and not is_archived
          ${andSwept(changed, sql`user_id`)}`,
      );
  if (notices.length > 0) {
    // One JSON parameter, however many rows (a list of parameters has a limit).
    const resolved = JSON.stringify(
      notices.map((notice) => ({ id: notice.id, reason: staleReasonText(notice) })),
    );
    await db.execute(sql`
      update notifications n set is_archived = true, archived_reason = resolved.reason
      from json_to_recordset(${resolved}::json) as resolved(id int, reason text)
      where n.id = resolved.id`);
  }
  const messages = await staleDeadlines(
    db,
    sql`select id, certification_id, deadline_kind, deadline_date, step = 'behind' as behind
      from reminders
      where message_pending
      ${andSwept(typeof users === "object" ? undefined : users, sql`user_id`)}`,
  );
  if (messages.length > 0) {
    const ids = `{${messages.map((reminder) => reminder.id).join(",")}}`;
    await db.execute(
      sql`update reminders set message_pending = false where id = any(${ids}::int[])`,
    );
  }
  return notices.length;
}
