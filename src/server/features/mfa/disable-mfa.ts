import { eq, sql } from "drizzle-orm";
import { mfaRecoveryCodes, trustedDevices, type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { mfaLockMinutes, recordMfaAttempt } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { acceptMfaCode } from "../../security/mfa-code";
import { verifyPassword } from "../../security/password";
import { HttpError } from "../../shared/http-error";

export type DisableProof = { code?: string | undefined; password?: string | undefined };

/** A current code (or a recovery code) when one is given, else the password. */
async function proves(
  deps: ServiceDepsWithKey,
  user: UserRow,
  proof: DisableProof,
): Promise<boolean> {
  if (proof.code) return user.mfaEnabled && acceptMfaCode(deps, user, proof.code);
  if (proof.password) return verifyPassword(user.password, proof.password);
  return false;
}

/**
 * Turns MFA off after a current code or the password. The secret, any setup in progress and
 * the recovery codes are removed and every trusted device is forgotten. Wrong proofs count
 * with the sign-in MFA tries, so a stolen session cannot guess the password here.
 */
export async function disableMfa(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  proof: DisableProof,
): Promise<void> {
  const { db, clock } = deps;
  const lockMinutes = await mfaLockMinutes(db, clock, user.id, origin.ipAddress);
  if (lockMinutes !== null) {
    throw new HttpError(429, "Too many verification attempts. Please try again later.", {
      rateLimited: true,
      retryAfter: lockMinutes,
    });
  }
  const proven = await proves(deps, user, proof);
  await recordMfaAttempt(db, clock, {
    userId: user.id,
    ipAddress: origin.ipAddress,
    success: proven,
  });
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "mfa-setup",
    eventSubtype: "disabled",
    status: proven ? "success" : "failure",
    details: { proof: proof.code ? "code" : "password" },
  });
  if (!proven) {
    throw new HttpError(400, proof.code ? "Invalid verification code" : "Password is incorrect");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        mfaEnabled: false,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastUsedStep: null,
        mfaVersion: sql`${users.mfaVersion} + 1`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
  });
}
