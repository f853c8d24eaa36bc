import { renderEmail } from "../../delivery/email-template";
import type { OutgoingEmail } from "../../delivery/outbox";
import { codeLifetimeText } from "../../security/one-time-codes";

/** To the new address: the code that proves the user can read it. */
export function newAddressCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: "Confirm your new CertMinder email address",
    ...renderEmail({
      heading: "Confirm your new email address",
      paragraphs: [
        `Enter this code in CertMinder to use this address for your account. It expires in ${codeLifetimeText}.`,
        "If you did not ask for this, you can ignore this email.",
      ],
      code,
    }),
  };
}

/** To the old address once the change is done, so a hijacked account does not go unnoticed. */
export function emailChangedNotice(to: string, newEmail: string, appUrl: string): OutgoingEmail {
  return {
    to,
    subject: "Your CertMinder email address was changed",
    ...renderEmail({
      heading: "Your email address was changed",
      paragraphs: [
        `Your CertMinder account now uses ${newEmail}; emails will no longer come to this address.`,
        "If you did not make this change, reset your password and contact support.",
      ],
      action: { label: "Reset your password", url: `${appUrl}/forgot-password` },
    }),
  };
}
