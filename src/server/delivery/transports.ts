import type { Config } from "../config";
import { createSmtpMailTransport, type MailTransport } from "./mail";
import { createTwilioSmsSender, type SmsSender } from "./sms";

/** A channel without a transport has its messages logged instead of sent. */
export type DeliveryTransports = { email?: MailTransport; sms?: SmsSender };

/** The transports the configuration allows: SMTP when SMTP_URL is set, Twilio when its keys are. */
export function createDeliveryTransports(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "twilio">,
  options: { twilioApiBaseUrl?: string } = {},
): DeliveryTransports {
  return {
    email: config.smtpUrl
      ? createSmtpMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
      : undefined,
    sms: config.twilio
      ? createTwilioSmsSender({ ...config.twilio, apiBaseUrl: options.twilioApiBaseUrl })
      : undefined,
  };
}
