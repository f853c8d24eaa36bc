import type { MfaSetupResult } from "@common/accounts/mfa-setup";
import type { MfaType } from "@common/accounts/sign-in";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { sealSecret } from "../../security/secret-box";
import { textCode } from "../../security/sms-code";
import { newTotpSecret } from "../../security/totp";
import { HttpError } from "../../shared/http-error";

/** How the authenticator's QR code is drawn (a PNG data: URL). */
export const qrCodeOptions = { margin: 1, width: 220 } as const;

/**
 * Starts setting up MFA. An app gets a new secret, kept aside (sealed) until a code from it is
 * verified, so an authenticator already in use keeps working meanwhile; SMS needs a verified
 * phone and texts a code to it.
 */
export async function startMfaSetup(
  deps: ServiceDepsWithKey,
  user: UserRow,
  method: MfaType,
  reregister: boolean,
): Promise<MfaSetupResult> {
  if (user.mfaEnabled && user.mfaType === method && !reregister) {
    throw new HttpError(409, "MFA is already enabled. Choose to set it up again to replace it.");
  }
  if (method === "sms") {
    if (!user.phoneNumber || !user.phoneVerified) {
      return { needsPhoneNumber: true, message: "Phone number needed" };
    }
    await textCode(deps, user.id, user.phoneNumber, "mfa-setup", "verification");
    return { codeSent: true, message: "Verification code sent" };
  }
  const { secret, uri } = newTotpSecret(user.username);
  await deps.db
    .update(users)
    .set({ mfaPendingSecret: sealSecret(deps.key, secret) })
    .where(eq(users.id, user.id));
  return {
    qrCodeUrl: await QRCode.toDataURL(uri, qrCodeOptions),
    secret,
    message: "Scan the QR code with your authenticator app",
  };
}
