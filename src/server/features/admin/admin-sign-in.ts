import {
  type AdminLoginAnswer,
  type AdminLoginInput,
  adminSignInMessages,
} from "@common/admin-session";
import { sql } from "drizzle-orm";
import { adminCredentials, type UserRow } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { openAdminSession } from "../../security/admin-sessions";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { verifyAgainstDecoy, verifyPassword } from "../../security/password";
import { HttpError } from "../../shared/http-error";
import { recordAdminAttempt, refuseWhileLocked } from "./admin-attempts";
import { acceptAdminTotp } from "./admin-totp";

/**
 * Signs the user into the admin area with the admin credential: username (any case),
 * password, and a code from its authenticator when its MFA is on. A wrong username and a
 * wrong password answer the same 401 after the same work. Each try is recorded; a locked
 * credential answers 429 before the password is checked. A right password without a code is
 * the first of two steps (401 with mfaRequired), not a failure.
 */
export async function signInToAdminArea(
  deps: ServiceDepsWithKey,
  /** The signed-in user, and the `sessions` row id of the sign-in the admin session lives in. */
  { user, loginSessionId }: { user: UserRow; loginSessionId: string },
  input: AdminLoginInput,
  origin: RequestOrigin,
): Promise<AdminLoginAnswer> {
  const { db, clock } = deps;
  const attempt = { username: input.username, user, origin };
  await refuseWhileLocked(deps, attempt);
  const [credential] = await db
    .select()
    .from(adminCredentials)
    .where(sql`lower(${adminCredentials.username}) = ${input.username.toLowerCase()}`)
    .limit(1);
  const passwordMatches = credential
    ? await verifyPassword(credential.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!credential || !passwordMatches) {
    await recordAdminAttempt(deps, attempt, {
      success: false,
      step: "password",
      reason: credential ? "wrong password" : "unknown username",
    });
    throw new HttpError(401, adminSignInMessages.invalid);
  }
  if (credential.mfaEnabled) {
    if (!input.token) {
      await recordAuthEvent(db, origin, {
        userId: user.id,
        username: input.username,
        eventType: "admin-login",
        eventSubtype: "mfa-challenge",
        status: "success",
        details: { account: user.username },
      });
      throw new HttpError(401, adminSignInMessages.codeRequired, { mfaRequired: true });
    }
    if (!(await acceptAdminTotp(deps, credential, input.token))) {
      await recordAdminAttempt(deps, attempt, {
        success: false,
        step: "mfa",
        reason: "wrong or used code",
      });
      throw new HttpError(401, adminSignInMessages.codeInvalid, { mfaRequired: true });
    }
  }
  const { sessionId, session } = await openAdminSession(db, clock, {
    userId: user.id,
    credentialId: credential.id,
    loginSessionId,
    ipAddress: origin.ipAddress,
    ...(origin.userAgent ? { userAgent: origin.userAgent } : {}),
  });
  await recordAdminAttempt(deps, attempt, {
    success: true,
    step: credential.mfaEnabled ? "mfa" : "password",
  });
  return { sessionId, expiresAt: session.expiresAt.toISOString() };
}
