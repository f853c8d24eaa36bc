import { and, eq, inArray, lte } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { outbox } from "../db/schema";
import { describeFailure } from "./delivery-failure";
import type { DeliveryTransports } from "./transports";

type OutboxRow = typeof outbox.$inferSelect;

/** Where delivery reports; Fastify's logger fits. */
export type DeliveryLog = {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
};

export type DeliveryDeps = {
  db: Database;
  clock: Clock;
  transports: DeliveryTransports;
  log: DeliveryLog;
};

export type DeliveryCounts = { sent: number; failed: number; logged: number };

const batchSize = 20;
/** Sends at once per run: a sign-up code need not wait behind a batch of reminders. */
const parallelSends = 4;
/**
 * A claimed message is not due again for this long, so no other instance takes it while it is
 * being sent; if this process dies mid-send, the message becomes due again and is not lost.
 * Longer than any transport's own time-outs.
 */
const claimMs = 5 * 60_000;
const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;

/** Wait before the next try after `attempts` failed ones: 30 s, doubling, at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

/**
 * Sends every due pending message through its channel's transport. Safe to run on several
 * instances at once: each message is claimed by one of them (FOR UPDATE SKIP LOCKED) before it
 * is sent, outside any transaction so a slow mail server never holds a database lock.
 */
export async function deliverPending(deps: DeliveryDeps): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, logged: 0 };
  for (;;) {
    const claimed = await claimDue(deps.db, deps.clock.now());
    await inParallel(claimed, parallelSends, async (message) => {
      counts[await deliver(deps, message)] += 1;
    });
    if (claimed.length < batchSize) return counts;
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function claimDue(db: Database, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + claimMs) })
    .where(
      and(inArray(outbox.id, due), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
    )
    .returning();
}

async function deliver(deps: DeliveryDeps, message: OutboxRow): Promise<keyof DeliveryCounts> {
  const { db, clock, log } = deps;
  const where = and(eq(outbox.id, message.id), eq(outbox.status, "pending"));
  const channel = message.channel === "sms" ? "sms" : "email";
  const transport = deps.transports[channel];
  if (!transport) {
    logUndelivered(log, channel, message);
    await db.update(outbox).set({ status: "logged", lastError: null }).where(where);
    return "logged";
  }
  const attempts = message.attempts + 1;
  try {
    await transport.send({
      to: message.recipient,
      subject: message.subject ?? "",
      text: message.textBody,
      ...(message.htmlBody ? { html: message.htmlBody } : {}),
    });
  } catch (error) {
    const lastError = describeFailure(error);
    const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
    await db.update(outbox).set({ attempts, lastError, nextAttemptAt }).where(where);
    log.warn(
      { outboxId: message.id, channel, attempts, nextAttemptAt, error: lastError },
      `${channel} not sent; will try again`,
    );
    return "failed";
  }
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: clock.now(), attempts, lastError: null })
    .where(where);
  return "sent";
}

/**
 * With no transport configured the message, code and all, goes to the log at info level, so
 * whoever runs `npm start` without SMTP or Twilio can still finish sign-up.
 */
function logUndelivered(log: DeliveryLog, channel: OutboxRow["channel"], message: OutboxRow) {
  const missing = channel === "email" ? "SMTP_URL is not set" : "Twilio is not configured";
  const subject = message.subject ? ` "${message.subject}"` : "";
  log.info(
    { outboxId: message.id, channel, to: message.recipient, subject: message.subject },
    `${channel} to ${message.recipient}${subject} logged, not sent (${missing}):\n${message.textBody}`,
  );
}
