import { renderEmail } from "../../delivery/email-template";
import type { OutgoingEmail } from "../../delivery/outbox";
import { codeLifetimeText } from "../../security/one-time-codes";

export function resetCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: "Reset your CertMinder password",
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: [
        `Enter this code in CertMinder to choose a new password. It expires in ${codeLifetimeText}.`,
        "If you did not ask to reset your password, you can ignore this email; your password stays the same.",
      ],
      code,
    }),
  };
}

/**
 * Sent instead of a code when no active account uses the address: whoever asked learns it from
 * their own mailbox only (no enumeration), and can try the address they signed up with.
 */
export function noAccountEmail(to: string, appUrl: string): OutgoingEmail {
  return {
    to,
    subject: "Your CertMinder password reset",
    ...renderEmail({
      heading: "No account uses this address",
      paragraphs: [
        "Someone (probably you) asked to reset the password of a CertMinder account with this email address, but no active account uses it, so no code was sent.",
        `If you have an account, you may have signed up with another address: ask again with that one at ${appUrl}/forgot-password. Or create an account at ${appUrl}/auth. If this was not you, you can ignore this email.`,
      ],
      action: { label: "Create an account", url: `${appUrl}/auth` },
    }),
  };
}
