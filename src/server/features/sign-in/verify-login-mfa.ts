import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { mfaLockMinutes, recordMfaAttempt } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { acceptMfaCode } from "../../security/mfa-code";
import { trustDevice } from "../../security/trusted-device";
import { HttpError } from "../../shared/http-error";
import { recordSignIn } from "./sign-in-log";

export type MfaSignInAttempt = {
  userId: number;
  code: string;
  trustDevice: boolean;
  deviceName?: string | undefined;
};

/** What the second step ends with: the user, and the token for this browser if it is trusted. */
export type MfaSignIn = { user: UserRow; deviceToken: string | null };

export const sessionExpiredMessage = "Your session has expired. Please log in again.";

/**
 * The second step of sign-in, for a browser that has just passed the password step: a code
 * from the app (each accepted once), the texted code, or an 8-digit recovery code (used up).
 * Every try counts; 5 failures in 15 minutes for the user or the IP lock the step.
 */
export async function verifyLoginMfa(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  attempt: MfaSignInAttempt,
): Promise<MfaSignIn> {
  const { db, clock, key } = deps;
  const { userId, code } = attempt;
  const lockMinutes = await mfaLockMinutes(db, clock, userId, origin.ipAddress);
  if (lockMinutes !== null) {
    await recordAuthEvent(db, origin, {
      userId,
      eventType: "lockout",
      eventSubtype: "mfa",
      status: "failure",
      details: { retryAfterMinutes: lockMinutes },
      at: clock.now(),
    });
    throw new HttpError(429, "Too many verification attempts. Please try again later.", {
      rateLimited: true,
      retryAfter: lockMinutes,
    });
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isEnabled || !user.mfaEnabled) {
    // Disabled, or MFA turned off since the password step: start again from the password.
    throw new HttpError(401, sessionExpiredMessage, { invalidSession: true });
  }
  const method = code.length === 8 ? "recovery" : user.mfaType;
  let accepted: boolean;
  try {
    accepted = await acceptMfaCode(deps, user, code);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 428) {
      await recordAuthEvent(db, origin, {
        userId,
        username: user.username,
        eventType: "mfa",
        eventSubtype: "needs-resetup",
        status: "failure",
      });
    }
    throw error;
  }
  await recordMfaAttempt(db, clock, { userId, ipAddress: origin.ipAddress, success: accepted });
  if (!accepted) {
    await recordAuthEvent(db, origin, {
      userId,
      username: user.username,
      eventType: "mfa",
      eventSubtype: method,
      status: "failure",
    });
    throw new HttpError(400, "Invalid verification code");
  }
  let deviceToken: string | null = null;
  if (attempt.trustDevice) {
    deviceToken = await trustDevice(db, clock, key, {
      userId,
      mfaVersion: user.mfaVersion,
      ...(attempt.deviceName ? { name: attempt.deviceName } : {}),
      origin,
    });
    await recordAuthEvent(db, origin, {
      userId,
      username: user.username,
      eventType: "device",
      eventSubtype: "trusted",
      status: "success",
      ...(attempt.deviceName ? { details: { deviceName: attempt.deviceName } } : {}),
    });
  }
  await recordSignIn(db, origin, user, "mfa", { method });
  return { user, deviceToken };
}
