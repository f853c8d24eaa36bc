import nodemailer from "nodemailer";
import { DeliveryFailure, describeFailure } from "./delivery-failure";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends one email; resolves once the mail server accepted it, rejects with a DeliveryFailure. */
export type MailTransport = { send(message: MailMessage): Promise<void> };

/**
 * Email over SMTP (SMTP_URL) from MAIL_FROM. One connection per message: mail here is sparse
 * (codes, reminders), and a fresh connection has no stale pooled socket to trip over.
 */
export function createSmtpMailTransport(options: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    // Well below the outbox's claim on a message, so a hung server cannot outlast it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const secrets = urlCredentials(options.smtpUrl);
  return {
    async send(message) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        throw new DeliveryFailure(describeFailure(error, secrets));
      }
    },
  };
}

function urlCredentials(url: string): string[] {
  try {
    const { username, password } = new URL(url);
    return [password, decodeURIComponent(password), username, decodeURIComponent(username)];
  } catch {
    return [];
  }
}
