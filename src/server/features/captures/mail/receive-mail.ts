import { createHash } from "node:crypto";
import { maxMailedAttachments, maxMailedCapturesPerDay } from "@common/capture-mail";
import { eq } from "drizzle-orm";
import { userToday } from "../../../clock";
import { users } from "../../../db/schema";
import type { ServiceDeps } from "../../../feature-deps";
import { HttpError } from "../../../shared/http-error";
import { addCapture } from "../add-capture";
import { onCaptureAdded } from "../capture-added";
import { countMailedCapture, uncountMailedCapture } from "./daily-mail-limit";
import { mailAddressOwner } from "./mail-address";
import { mailReplyTexts, queueMailReply } from "./mail-reply";
import { type MailedMessage, parseMail } from "./parse-mail";

/** What receiving needs: the database, the clock, the app's address and the mail domain. */
export type MailDeps = ServiceDeps & { appUrl: string; domain: string };

/** What became of a mailed message for one of its recipients. */
export type MailDelivery = { userId: number; added: number; refusals: string[] };

export const mailRefusals = {
  tooManyAttachments: (skipped: number) =>
    `Only the first ${maxMailedAttachments} attachments of an email are read; ${skipped} more were not. Send them in another email.`,
  dailyLimit: (name: string) =>
    `${name}: you have mailed ${maxMailedCapturesPerDay} certificates today, the most in one day. Send it again tomorrow, or upload it in CertMinder.`,
} as const;

/**
 * A message received for users' addresses (by this server's SMTP listener or from a hosted
 * provider), its size already bounded: parsed once with mailparser, then each PDF or image
 * attached becomes a capture in the inbox of each user it was sent to, through the same checks
 * and limits as an upload, and at most `maxMailedCapturesPerDay` a day. The recipients are the
 * envelope's when given, else the message's To and Cc; only the users' addresses count. A
 * user for whom something could not be added gets a reply saying why, at her own address.
 * Answers what became of it for each user: none when it was sent to no user's address.
 */
export async function receiveMail(
  deps: MailDeps,
  envelopeRecipients: string[] | null,
  raw: Buffer,
): Promise<MailDelivery[]> {
  const message = await parseMail(raw).catch(() => null);
  const messageKey = message?.messageId ?? createHash("sha256").update(raw).digest("hex");
  const addresses = envelopeRecipients ?? message?.recipients ?? [];
  const owners = await Promise.all(
    addresses.map((address) => mailAddressOwner(deps.db, deps.domain, address)),
  );
  const deliveries: MailDelivery[] = [];
  for (const userId of new Set(owners.filter((owner) => owner !== null))) {
    deliveries.push(await deliver(deps, userId, message, messageKey));
  }
  if (deliveries.some((delivery) => delivery.added > 0)) onCaptureAdded.emit();
  return deliveries;
}

async function deliver(
  deps: MailDeps,
  userId: number,
  message: MailedMessage | null,
  messageKey: string,
): Promise<MailDelivery> {
  const [user] = await deps.db
    .select({ email: users.email, emailVerified: users.emailVerified, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { userId, added: 0, refusals: [] };
  const { added, refusals } = message
    ? await addAttachments(deps, userId, userToday(user, deps.clock), message)
    : { added: 0, refusals: [mailReplyTexts.unreadable] };
  if (refusals.length > 0 && user.email && user.emailVerified) {
    await queueMailReply(deps.db, {
      userId,
      to: user.email,
      appUrl: deps.appUrl,
      subject: message?.subject ?? "",
      messageKey,
      added,
      refusals,
    });
  }
  return { userId, added, refusals };
}

async function addAttachments(
  deps: MailDeps,
  userId: number,
  today: string,
  message: MailedMessage,
): Promise<{ added: number; refusals: string[] }> {
  if (message.attachments.length === 0)
    return { added: 0, refusals: [mailReplyTexts.noAttachment] };
  const read = message.attachments.slice(0, maxMailedAttachments);
  const skipped = message.attachments.length - read.length;
  const refusals: string[] = [];
  let added = 0;
  for (const attachment of read) {
    const name = attachment.fileName ?? "An attachment without a name";
    if (!(await countMailedCapture(deps.db, userId, today))) {
      refusals.push(mailRefusals.dailyLimit(name));
      continue;
    }
    try {
      await addCapture(
        deps,
        userId,
        attachment.content,
        attachment.fileName,
        attachment.contentType,
      );
      added += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await uncountMailedCapture(deps.db, userId, today);
      refusals.push(`${name}: ${error.message}`);
    }
  }
  if (skipped > 0) refusals.push(mailRefusals.tooManyAttachments(skipped));
  return { added, refusals };
}
