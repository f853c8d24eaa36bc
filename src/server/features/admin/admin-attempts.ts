import { adminSignInLockedMessage } from "@common/admin-session";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { adminSignInLock, recordAdminLoginAttempt } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { HttpError } from "../../shared/http-error";

/** A try of the admin credential: the admin username as typed, by this signed-in user. */
export type AdminTry = { username: string; user: UserRow; origin: RequestOrigin };

/**
 * Refuses, before any password is checked, while 5 failures in 15 minutes from this address or
 * for this admin username lock the admin credential: 429 with retryAfter in seconds (the route
 * sends it as Retry-After too). The refusal is logged as a lockout; it does not count as a
 * failure itself, so the lock ends 15 minutes after it began.
 */
export async function refuseWhileLocked(
  { db, clock }: ServiceDeps,
  attempt: AdminTry,
): Promise<void> {
  const lock = await adminSignInLock(db, clock, {
    username: attempt.username,
    ipAddress: attempt.origin.ipAddress,
  });
  if (lock === null) return;
  await recordAuthEvent(db, attempt.origin, {
    userId: attempt.user.id,
    username: attempt.username,
    eventType: "lockout",
    eventSubtype: "admin-login",
    status: "failure",
    details: { retryAfterMinutes: lock.minutes, lockedBy: lock.scope },
    at: clock.now(),
  });
  throw new HttpError(429, adminSignInLockedMessage(lock.minutes), {
    rateLimited: true,
    retryAfter: lock.seconds,
  });
}

/**
 * Writes one attempt to admin_login_attempts (what the locks count) and to the auth log (what
 * the Auth Logs page shows, as "admin-login"). `step` says what was tried: the sign-in, or the
 * password or code asked again by the credential's settings. Never a password or a code.
 */
export async function recordAdminAttempt(
  { db, clock }: ServiceDeps,
  attempt: AdminTry,
  outcome: { success: boolean; step: string; reason?: string },
): Promise<void> {
  const at = clock.now();
  await recordAdminLoginAttempt(db, clock, {
    username: attempt.username,
    userId: attempt.user.id,
    ipAddress: attempt.origin.ipAddress,
    success: outcome.success,
  });
  await recordAuthEvent(db, attempt.origin, {
    userId: attempt.user.id,
    username: attempt.username,
    eventType: "admin-login",
    eventSubtype: outcome.step,
    status: outcome.success ? "success" : "failure",
    details: {
      account: attempt.user.username,
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    },
    at,
  });
}
