import { formatCalendarDate } from "@common/certifications/calendar-date";
import { plural } from "@common/plural";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { renderEmail } from "../../delivery/email-template";
import { type OutgoingEmail, type OutgoingSms, queueMessages } from "../../delivery/outbox";
import type { CreatedReminder } from "./create-due-reminders";
import { reminderText } from "./reminder-texts";

type Message = ({ channel: "email" } & OutgoingEmail) | ({ channel: "sms" } & OutgoingSms);

/** Each user's reminders in the order of the digest: by deadline, then as created. */
function byUserAndDeadline(a: CreatedReminder, b: CreatedReminder): number {
  if (a.userId !== b.userId) return a.userId - b.userId;
  if (a.deadlineDate !== b.deadlineDate) return a.deadlineDate < b.deadlineDate ? -1 : 1;
  return a.id - b.id;
}

/**
 * Puts into the outbox the reminders `created` by this sweep that are to be emailed or texted
 * (they are stored with no message pending: their message is queued here, in the same
 * transaction), and any reminder still marked as waiting for one: one message per user, a
 * digest when several fell due together, all in one statement. The waiting ones are marked
 * done in the same transaction, and each message has a dedupe key, so none is queued twice.
 */
export async function queueReminderMessages(
  db: Database,
  created: CreatedReminder[],
  appUrl: string,
): Promise<{ emails: number; texts: number }> {
  const waiting = await queryRows<CreatedReminder>(
    db,
    sql`
    select r.id, r.user_id as "userId", r.certification_id as "certificationId",
      r.deadline_kind as "deadlineKind", to_char(r.deadline_date, 'YYYY-MM-DD') as "deadlineDate",
      r.step, to_char(r.sent_on, 'YYYY-MM-DD') as "sentOn",
      r.credits_missing::float8 as "creditsMissing", r.categories_missing as "categoriesMissing",
      r.reporting_period_ends_too as "reportingPeriodEndsToo", r.method, c.name,
      c.credits_unit as "creditsUnit", c.credits_required::float8 as "creditsRequired", r.pace,
      u.email, u.phone_number as "phoneNumber", u.phone_verified as "phoneVerified"
    from reminders r
    join certifications c on c.id = r.certification_id
    join users u on u.id = r.user_id
    where r.message_pending
    for update of r skip locked`,
  );
  const pending = [...waiting, ...created.filter((reminder) => reminder.method !== "in-app")];
  pending.sort(byUserAndDeadline);
  const messages: Message[] = [];
  for (let start = 0; start < pending.length; ) {
    let end = start + 1;
    while (pending[end]?.userId === pending[start]?.userId) end += 1;
    const message = messageFor(pending.slice(start, end), appUrl);
    if (message) messages.push(message);
    start = end;
  }
  await queueMessages(db, messages);
  if (waiting.length > 0) {
    // One array parameter, however many reminders (a list of parameters has a limit).
    const ids = `{${waiting.map((reminder) => reminder.id).join(",")}}`;
    await db.execute(
      sql`update reminders set message_pending = false where id = any(${ids}::int[])`,
    );
  }
  return {
    emails: messages.filter((message) => message.channel === "email").length,
    texts: messages.filter((message) => message.channel === "sms").length,
  };
}

/** A text when the user chose texts and has a verified phone; otherwise an email, if any. */
function messageFor(reminders: CreatedReminder[], appUrl: string): Message | null {
  const [first] = reminders;
  if (!first) return null;
  const dedupeKey = `reminders:${first.userId}:${first.id}`;
  const texts = reminders.map((reminder) => ({ reminder, ...reminderText(reminder) }));
  if (first.method === "sms" && first.phoneVerified && first.phoneNumber) {
    const lines = texts.map(({ title }) => title);
    return {
      channel: "sms",
      to: first.phoneNumber,
      text: `CertMinder: ${lines.join("; ")}. ${appUrl}/notifications`,
      dedupeKey,
    };
  }
  if (!first.email) return null;
  const link = (reminder: CreatedReminder) =>
    `${appUrl}/certifications/${reminder.certificationId}`;
  if (texts.length === 1 && texts[0]) {
    const { reminder, title, message } = texts[0];
    return {
      channel: "email",
      to: first.email,
      subject: title,
      dedupeKey,
      ...renderEmail({
        heading: title,
        paragraphs: [message],
        action: { label: `View ${reminder.name}`, url: link(reminder) },
      }),
    };
  }
  const day = formatCalendarDate(first.sentOn);
  const noun = plural(texts.length, "reminder", "reminders");
  return {
    channel: "email",
    to: first.email,
    subject: `${texts.length} CertMinder ${noun} for ${day}`,
    dedupeKey,
    ...renderEmail({
      heading: `${texts.length} ${noun} for ${day}`,
      paragraphs: texts.map(
        ({ reminder, title, message }) => `${title}. ${message} ${link(reminder)}`,
      ),
      action: { label: "Open CertMinder", url: `${appUrl}/notifications` },
    }),
  };
}
