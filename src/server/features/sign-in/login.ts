import type { MfaType } from "@common/accounts/sign-in";
import type { UserRow } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { rememberKnownDevice } from "../../security/known-device";
import { textCode } from "../../security/sms-code";
import { isTrustedDevice } from "../../security/trusted-device";
import { checkCredentials } from "./check-credentials";
import { recordSignIn } from "./sign-in-log";

/** The sign-in cookies of the browser: trusted device (skips MFA) and known devices. */
export type SignInCookies = { trustedDevice: string | undefined; knownDevices: string | undefined };

/** How the password step ended, and the browser's known-devices cookie to set. */
export type LoginOutcome = { user: UserRow; knownDevices: string } & (
  | { signedIn: true }
  | { signedIn: false; mfaType: MfaType }
);

/**
 * The password step of sign-in. The right password makes this browser a known device of the
 * account (its own allowance of failures). Without MFA, or from a browser trusted under the
 * user's current MFA setup, the user is signed in; otherwise a second step is needed (and for
 * SMS a code is texted to the verified phone).
 */
export async function logIn(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  credentials: { username: string; password: string },
  cookies: SignInCookies,
): Promise<LoginOutcome> {
  const { db, clock, key } = deps;
  const user = await checkCredentials(deps, origin, credentials, cookies.knownDevices);
  const knownDevices = rememberKnownDevice(key, cookies.knownDevices, user.id, clock.now());
  if (!user.mfaEnabled) {
    await recordSignIn(db, origin, user, "password");
    return { signedIn: true, user, knownDevices };
  }
  if (await isTrustedDevice(db, clock, key, user, cookies.trustedDevice)) {
    await recordSignIn(db, origin, user, "trusted-device");
    return { signedIn: true, user, knownDevices };
  }
  const mfaType: MfaType = user.mfaType;
  const phone = mfaType === "sms" && user.phoneVerified ? user.phoneNumber : null;
  if (phone) await textCode(deps, user.id, phone, "mfa-login", "sign-in");
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "mfa",
    eventSubtype: "challenge",
    status: "success",
    details: { mfaType, codeTexted: phone !== null },
  });
  return { signedIn: false, user, mfaType, knownDevices };
}
