import { sql } from "drizzle-orm";
import type { Database } from "../db/open";
import { outbox } from "../db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Natural key: a second message with the same key is not queued. */
  dedupeKey?: string;
};

export type OutgoingSms = { to: string; text: string; dedupeKey?: string };

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the delivery worker send a new message at once instead of at its next round. */
export function onMessageQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Tells the delivery worker that messages were queued by a transaction that has now
 * committed (queueMessages inside a transaction does not, since the worker could not see them).
 */
export const announceQueued = notify;

/**
 * Writes many messages to the outbox in one statement (they travel as one JSON parameter); one
 * whose dedupe key is already there is skipped. Call announceQueued once the surrounding
 * transaction has committed.
 */
export async function queueMessages(
  db: Database,
  messages: (({ channel: "email" } & OutgoingEmail) | ({ channel: "sms" } & OutgoingSms))[],
): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((message) => ({
    channel: message.channel,
    recipient: message.to,
    subject: message.channel === "email" ? message.subject : null,
    textBody: message.text,
    htmlBody: message.channel === "email" ? (message.html ?? null) : null,
    dedupeKey: message.dedupeKey ?? null,
  }));
  await db.execute(sql`
    insert into outbox (channel, recipient, subject, text_body, html_body, dedupe_key)
    select channel, recipient, subject, "textBody", "htmlBody", "dedupeKey"
    from json_to_recordset(${JSON.stringify(rows)}::json) as message(channel text,
      recipient text, subject text, "textBody" text, "htmlBody" text, "dedupeKey" text)
    on conflict do nothing`);
}

/** Writes the email to the outbox; the delivery worker sends it and retries until it leaves. */
export async function queueEmail(db: Database, email: OutgoingEmail): Promise<void> {
  await db
    .insert(outbox)
    .values({
      channel: "email",
      recipient: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      dedupeKey: email.dedupeKey ?? null,
    })
    .onConflictDoNothing();
  notify();
}

/** Writes the SMS to the outbox; the delivery worker sends it and retries until it leaves. */
export async function queueSms(db: Database, sms: OutgoingSms): Promise<void> {
  await db
    .insert(outbox)
    .values({
      channel: "sms",
      recipient: sms.to,
      textBody: sms.text,
      dedupeKey: sms.dedupeKey ?? null,
    })
    .onConflictDoNothing();
  notify();
}
