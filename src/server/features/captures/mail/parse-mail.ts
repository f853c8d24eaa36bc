import type { Readable } from "node:stream";
import { type AddressObject, simpleParser } from "mailparser";

/** A mailed message as the captures read it. */
export type MailedMessage = {
  messageId: string | undefined;
  subject: string;
  /** The addresses in To and Cc, for a message posted without its envelope. */
  recipients: string[];
  /** Files attached, not those an HTML body shows inline (a signature's logo). */
  attachments: { fileName: string | undefined; contentType: string; content: Buffer }[];
};

/** Parts of one message at most, and bytes of one part's header: a mail bomb stops here. */
const maxParts = 60;
const maxHeadBytes = 64 * 1024;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((list) =>
    list.value
      .flatMap((entry) => [entry, ...(entry.group ?? [])])
      .flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/**
 * Parses a MIME message with mailparser. Bounded: at most `maxParts` parts (more make it throw),
 * a message attached inside another is kept whole as an attachment rather than parsed, and no
 * HTML or text is converted. The caller bounds the message's size.
 */
export async function parseMail(raw: Buffer | Readable): Promise<MailedMessage> {
  const parsed = await simpleParser(raw, {
    maxChildNodes: maxParts,
    maxHeadSize: maxHeadBytes,
    ignoreEmbedded: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    keepCidLinks: true,
    checksumAlgo: false,
  });
  return {
    messageId: parsed.messageId,
    subject: parsed.subject ?? "",
    recipients: [...addressesOf(parsed.to), ...addressesOf(parsed.cc)],
    attachments: parsed.attachments
      .filter((attachment) => !attachment.related)
      .map((attachment) => ({
        fileName: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
  };
}
