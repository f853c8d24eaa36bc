import { renderEmail } from "../../delivery/email-template";
import type { OutgoingEmail } from "../../delivery/outbox";
import { codeLifetimeText } from "../../security/one-time-codes";

export function signUpCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: "Your CertMinder verification code",
    ...renderEmail({
      heading: "Verify your email address",
      paragraphs: [
        `Enter this code in CertMinder to continue creating your account. It expires in ${codeLifetimeText}.`,
        "If you did not ask for it, you can ignore this email.",
      ],
      code,
    }),
  };
}

/** Sent instead of a code when the address already has an account (no enumeration). */
export function accountExistsEmail(to: string, appUrl: string): OutgoingEmail {
  return {
    to,
    subject: "You already have a CertMinder account",
    ...renderEmail({
      heading: "You already have an account",
      paragraphs: [
        "Someone (probably you) asked to create a CertMinder account with this email address, but an account already uses it.",
        `Sign in at ${appUrl}/auth, or reset your password at ${appUrl}/forgot-password. If this was not you, you can ignore this email.`,
      ],
      action: { label: "Sign in", url: `${appUrl}/auth` },
    }),
  };
}
