import { renderEmail } from "../../delivery/email-template";
import type { OutgoingEmail } from "../../delivery/outbox";
import { codeLifetimeText } from "../../security/one-time-codes";

/**
 * The code an administrator sends to confirm a user's address. It is an email-change code for
 * the address the account already has: entered under Email on the profile page, it marks the
 * address verified.
 */
export function verificationEmail(to: string, code: string, appUrl: string): OutgoingEmail {
  return {
    to,
    subject: "Verify your CertMinder email address",
    ...renderEmail({
      heading: "Verify your email address",
      paragraphs: [
        `CertMinder support sent you this code to confirm that this address is yours. Sign in, open Settings, then Profile, and enter it under Email. It expires in ${codeLifetimeText}.`,
        "If you do not have a CertMinder account, you can ignore this email.",
      ],
      code,
      action: { label: "Open your profile", url: `${appUrl}/settings/profile#email` },
    }),
  };
}
