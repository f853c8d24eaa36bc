import { formatCalendarDate } from "@common/certifications/calendar-date";
import { plural } from "@common/plural";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { renderEmail } from "../../delivery/email-template";
import { type OutgoingEmail, type OutgoingSms, queueMessages } from "../../delivery/outbox";
import type { CreatedReminder } from "./create-due-reminders";
import { reminderText } from "./reminder-texts";

/** A reminder still to be emailed or texted, with where to reach its user. */
type PendingReminder = CreatedReminder & {
  email: string | null;
  phoneNumber: string | null;
  phoneVerified: boolean;
};

type Message = ({ channel: "email" } & OutgoingEmail) | ({ channel: "sms" } & OutgoingSms);

/**
 * Puts the reminders still waiting for an email or a text into the outbox: one message per
 * user, a digest when several fell due together. The reminders are marked done in the same
 * transaction, and each message has a dedupe key, so none is queued twice.
 */
export async function queuePendingReminderMessages(
  db: Database,
  appUrl: string,
): Promise<{ emails: number; texts: number }> {
  const pending = await queryRows<PendingReminder>(
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
    order by r.user_id, r.deadline_date, r.id
    for update of r skip locked`,
  );
  const byUser = new Map<number, PendingReminder[]>();
  for (const reminder of pending) {
    byUser.set(reminder.userId, [...(byUser.get(reminder.userId) ?? []), reminder]);
  }
  const messages: Message[] = [];
  for (const reminders of byUser.values()) {
    const message = messageFor(reminders, appUrl);
    if (message) messages.push(message);
  }
  await queueMessages(db, messages);
  if (pending.length > 0) {
    // One array parameter, however many reminders (a list of parameters has a limit).
    const ids = `{${pending.map((reminder) => reminder.id).join(",")}}`;
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
function messageFor(reminders: PendingReminder[], appUrl: string): Message | null {
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
  const link = (reminder: PendingReminder) =>
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
