import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/open";
import { outbox } from "../../src/server/db/schema";

/** The messages queued for a recipient, newest first. */
export async function messagesTo(db: Database, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
}

/** The 6-digit code in the newest email or SMS queued for the recipient. */
export async function latestCodeSentTo(
  db: Database,
  recipient: string,
  channel: "email" | "sms" = "email",
): Promise<string> {
  const [message] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = message?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
