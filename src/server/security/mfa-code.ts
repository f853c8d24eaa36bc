import type { UserRow } from "../db/schema";
import type { ServiceDepsWithKey } from "../feature-deps";
import { HttpError } from "../shared/http-error";
import { checkCode } from "./one-time-codes";
import { redeemRecoveryCode } from "./recovery-codes";
import { openSecret } from "./secret-box";
import { acceptTotp } from "./totp";

export const mfaResetSetupUrl = "/settings?mfa=reset";

/** The user's authenticator secret, or 428 needsResetup when it is gone or unreadable. */
export function userTotpSecret(key: Buffer, user: UserRow): string {
  const secret = user.mfaSecret ? openSecret(key, user.mfaSecret) : null;
  if (!secret) {
    throw new HttpError(428, "Your MFA setup needs to be reconfigured.", {
      needsResetup: true,
      setupUrl: mfaResetSetupUrl,
    });
  }
  return secret;
}

/**
 * Checks a code for a user whose MFA is on: an 8-digit recovery code (used up), a code from
 * the authenticator app (each accepted once), or the code texted for this sign-in.
 */
export async function acceptMfaCode(
  deps: ServiceDepsWithKey,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (code.length === 8) return redeemRecoveryCode(deps.db, deps.clock, deps.key, user.id, code);
  if (user.mfaType === "app") {
    return acceptTotp(deps.db, deps.clock, user.id, userTotpSecret(deps.key, user), code);
  }
  const check = await checkCode(deps, { userId: user.id }, "mfa-login", code, { consume: true });
  return check.result === "valid";
}
