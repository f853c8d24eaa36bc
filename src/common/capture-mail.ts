import { z } from "zod";
import type { UploadRule } from "./upload-rules";

/**
 * Email in: a private address (`<token>@<INBOUND_MAIL_DOMAIN>`) to which a user forwards her
 * certificates; each PDF or image attached becomes a capture in her inbox. The address is
 * answered once, when created; afterwards only that it exists and since when.
 */

/** The most a mailed message may weigh, attachments and all. */
export const maxInboundMailBytes = 25 * 1024 * 1024;
/** The attachments of one message read at most; the rest are named in the reply. */
export const maxMailedAttachments = 20;
/** Captures one user may mail in a day (her own day, in her time zone). */
export const maxMailedCapturesPerDay = 200;

export const captureMailMessages = {
  notFound: "You have no email address for certificates. Create one first.",
  unavailable: "Email in is not set up on this server.",
  noRecipient: "This message is not for any user's address.",
} as const;

/** The address as its owner sees it; never the address itself, kept only as a fingerprint. */
export const captureMailAddressSchema = z.object({ createdAt: z.string() });

/**
 * GET /api/captures/mail-address (and DELETE's answer): whether this server receives mail
 * (`available`), and the user's address, or null when she has none.
 */
export const captureMailAddressStateSchema = z.object({
  available: z.boolean(),
  address: captureMailAddressSchema.nullable(),
});
export type CaptureMailAddressState = z.infer<typeof captureMailAddressStateSchema>;

/** POST answer: the new address, shown this once; a previous one stops working at once. */
export const captureMailAddressCreatedSchema = z.object({
  address: captureMailAddressSchema,
  email: z.string(),
});
export type CaptureMailAddressCreated = z.infer<typeof captureMailAddressCreatedSchema>;

/** POST /api/inbound-mail answer: how many users' inboxes it reached, and the captures added. */
export const inboundMailReceivedSchema = z.object({
  recipients: z.number().int(),
  captures: z.number().int(),
});
export type InboundMailReceived = z.infer<typeof inboundMailReceivedSchema>;

/** A message posted by a hosted inbound-mail provider: the raw MIME message, at most 25 MB. */
export const inboundMailUploadRule = {
  contentTypes: ["message/rfc822"],
  maxBytes: maxInboundMailBytes,
  messages: {
    wrongType: "Send the raw message as message/rfc822",
    tooLarge: "A message must be 25 MB or smaller",
  },
} as const satisfies UploadRule;

/** POST /api/inbound-mail?to=: the envelope's recipient, when the provider gives it here. */
export const inboundMailQuerySchema = z.object({ to: z.string().trim().max(1000).optional() });
