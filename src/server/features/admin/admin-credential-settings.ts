import { adminSessionRequiredMessage } from "@common/access";
import { type AdminCredentialAnswer, adminCredentialMessages } from "@common/admin-credential";
import { and, eq, ne } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "../../db/open";
import { adminCredentials, adminSessions, type UserRow } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import type { AdminSessionRow } from "../../security/admin-sessions";
import type { RequestOrigin } from "../../security/auth-log";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword, verifyPassword } from "../../security/password";
import { openSecret, sealSecret } from "../../security/secret-box";
import { matchingStep, newTotpSecret } from "../../security/totp";
import { HttpError } from "../../shared/http-error";
import { qrCodeOptions } from "../mfa/start-mfa-setup";
import { recordAdminAttempt, refuseWhileLocked } from "./admin-attempts";
import { type AdminCredentialRow, acceptAdminTotp } from "./admin-totp";
import { recordAdminAction } from "./audit-trail";

/** The administrator acting, in the admin session they opened with the credential. */
export type CredentialCaller = { user: UserRow; session: AdminSessionRow; origin: RequestOrigin };

const refusal = (field: string, message: string) => new HttpError(400, message, { field });

/** The credential the caller's admin session was opened with. */
async function callerCredential(db: Database, caller: CredentialCaller) {
  const [credential] = await db
    .select()
    .from(adminCredentials)
    .where(eq(adminCredentials.id, caller.session.adminCredentialId ?? -1));
  if (!credential) {
    throw new HttpError(403, adminSessionRequiredMessage, { adminSessionRequired: true });
  }
  return credential;
}

const actorOf = ({ user, origin }: CredentialCaller) => ({
  id: user.id,
  username: user.username,
  ipAddress: origin.ipAddress,
});

/**
 * The credential's password typed again to change a setting. A wrong one counts as a failed
 * admin sign-in, so a stolen admin session cannot be used to guess the password.
 */
async function checkPassword(
  deps: ServiceDepsWithKey,
  caller: CredentialCaller,
  credential: AdminCredentialRow,
  password: string,
  field: "currentPassword" | "password",
): Promise<void> {
  const attempt = { username: credential.username, user: caller.user, origin: caller.origin };
  await refuseWhileLocked(deps, attempt);
  if (await verifyPassword(credential.passwordHash, password)) return;
  await recordAdminAttempt(deps, attempt, {
    success: false,
    step: field === "currentPassword" ? "password-change" : "mfa-disable",
    reason: "wrong password",
  });
  throw refusal(
    field,
    field === "currentPassword"
      ? adminCredentialMessages.currentPasswordWrong
      : adminCredentialMessages.passwordWrong,
  );
}

/**
 * Changes the admin credential's password after the current one, and ends every other admin
 * session (of every administrator), so a leaked password stops working at once; the caller's
 * session stays.
 */
export async function changeAdminPassword(
  deps: ServiceDepsWithKey,
  caller: CredentialCaller,
  input: { currentPassword: string; newPassword: string },
): Promise<AdminCredentialAnswer> {
  const { db, clock } = deps;
  const credential = await callerCredential(db, caller);
  await checkPassword(deps, caller, credential, input.currentPassword, "currentPassword");
  try {
    refuseCommonPassword(input.newPassword);
  } catch (error) {
    if (error instanceof HttpError) throw refusal("newPassword", error.message);
    throw error;
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(adminCredentials)
      .set({ passwordHash, lastUpdated: clock.now() })
      .where(eq(adminCredentials.id, credential.id));
    const ended = await tx
      .delete(adminSessions)
      .where(ne(adminSessions.id, caller.session.id))
      .returning({ id: adminSessions.id });
    await recordAdminAction(tx, actorOf(caller), "admin_password_changed", {
      details: { credential: credential.username, otherSessionsEnded: ended.length },
    });
  });
  return { message: adminCredentialMessages.passwordChanged, mfaEnabled: credential.mfaEnabled };
}

/**
 * Starts setting up the authenticator: a new secret, kept sealed aside until a code from it
 * is confirmed. Answers the secret, its otpauth URI and the QR code of that URI.
 */
export async function startAdminMfaSetup(deps: ServiceDepsWithKey, caller: CredentialCaller) {
  const credential = await callerCredential(deps.db, caller);
  if (credential.mfaEnabled) throw new HttpError(409, adminCredentialMessages.mfaAlreadyOn);
  const { secret, uri } = newTotpSecret(`admin:${credential.username}`);
  await deps.db
    .update(adminCredentials)
    .set({ mfaPendingSecret: sealSecret(deps.key, secret) })
    .where(eq(adminCredentials.id, credential.id));
  return { secret, uri, qrCodeUrl: await QRCode.toDataURL(uri, qrCodeOptions) };
}

/**
 * Turns MFA on with a code from the authenticator being set up. The code's time step is
 * recorded, so the same code cannot then sign in; of two requests racing with one setup only
 * the first wins.
 */
export async function enableAdminMfa(
  deps: ServiceDepsWithKey,
  caller: CredentialCaller,
  token: string,
): Promise<AdminCredentialAnswer> {
  const { db, clock, key } = deps;
  const credential = await callerCredential(db, caller);
  if (credential.mfaEnabled) throw new HttpError(409, adminCredentialMessages.mfaAlreadyOn);
  const sealed = credential.mfaPendingSecret;
  const pending = sealed ? openSecret(key, sealed) : null;
  if (!sealed || !pending) throw refusal("token", adminCredentialMessages.noSetupStarted);
  const step = matchingStep(pending, token, clock);
  if (step === null) throw refusal("token", adminCredentialMessages.codeInvalid);
  const turnedOn = await db.transaction(async (tx) => {
    const updated = await tx
      .update(adminCredentials)
      .set({
        mfaEnabled: true,
        mfaSecret: sealed,
        mfaPendingSecret: null,
        mfaLastUsedStep: step,
        lastUpdated: clock.now(),
      })
      .where(
        and(eq(adminCredentials.id, credential.id), eq(adminCredentials.mfaPendingSecret, sealed)),
      )
      .returning({ id: adminCredentials.id });
    if (updated.length === 0) return false;
    await recordAdminAction(tx, actorOf(caller), "admin_mfa_enabled", {
      details: { credential: credential.username },
    });
    return true;
  });
  if (!turnedOn) throw refusal("token", adminCredentialMessages.noSetupStarted);
  return { message: adminCredentialMessages.mfaEnabled, mfaEnabled: true };
}

/** Turns MFA off after the admin password and a current code (each accepted once). */
export async function disableAdminMfa(
  deps: ServiceDepsWithKey,
  caller: CredentialCaller,
  input: { password: string; token: string },
): Promise<AdminCredentialAnswer> {
  const { db, clock } = deps;
  const credential = await callerCredential(db, caller);
  if (!credential.mfaEnabled) throw new HttpError(409, adminCredentialMessages.mfaNotOn);
  await checkPassword(deps, caller, credential, input.password, "password");
  if (!(await acceptAdminTotp(deps, credential, input.token))) {
    await recordAdminAttempt(
      deps,
      { username: credential.username, user: caller.user, origin: caller.origin },
      { success: false, step: "mfa-disable", reason: "wrong or used code" },
    );
    throw refusal("token", adminCredentialMessages.codeInvalid);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adminCredentials)
      .set({
        mfaEnabled: false,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastUsedStep: null,
        lastUpdated: clock.now(),
      })
      .where(eq(adminCredentials.id, credential.id));
    await recordAdminAction(tx, actorOf(caller), "admin_mfa_disabled", {
      details: { credential: credential.username },
    });
  });
  return { message: adminCredentialMessages.mfaDisabled, mfaEnabled: false };
}
