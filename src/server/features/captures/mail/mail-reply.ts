import { createHash } from "node:crypto";
import type { Database } from "../../../db/open";
import { renderEmail } from "../../../delivery/email-template";
import { queueEmail } from "../../../delivery/outbox";

export const mailReplyTexts = {
  noAttachment:
    "No PDF or image attachment was found in your email. Attach each certificate as a PDF, PNG, JPEG or WebP file and send it again.",
  unreadable:
    "Your email could not be read: it is damaged or has too many parts. Attach each certificate as a PDF, PNG, JPEG or WebP file and send it again.",
} as const;

/**
 * The automatic reply to a mailed message of which something could not be added, saying why.
 * It goes only to the user's own verified email, never to the message's sender (whoever that
 * is), so the address cannot be used to send mail to others. One reply per message: its
 * Message-ID (or, without one, its content) keys it in the outbox.
 */
export async function queueMailReply(
  db: Database,
  reply: {
    userId: number;
    to: string;
    appUrl: string;
    subject: string;
    messageKey: string;
    added: number;
    refusals: string[];
  },
): Promise<void> {
  const about = reply.subject.trim() === "" ? "your email" : `your email "${reply.subject.trim()}"`;
  const heading =
    reply.added === 0
      ? `No certificate was added from ${about}`
      : `Some files of ${about} were not added`;
  const paragraphs = [
    ...(reply.added > 0
      ? [`${reply.added} certificate${reply.added === 1 ? " is" : "s are"} in your inbox.`]
      : []),
    ...reply.refusals,
  ];
  const key = createHash("sha256").update(reply.messageKey).digest("base64url");
  await queueEmail(db, {
    to: reply.to,
    subject: heading,
    ...renderEmail({
      heading,
      paragraphs,
      action: { label: "Open CertMinder", url: reply.appUrl },
    }),
    dedupeKey: `capture-mail-reply:${reply.userId}:${key}`,
  });
}
