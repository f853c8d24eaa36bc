import type { MfaType } from "@common/accounts/sign-in";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { trustedDevices, type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { checkCode } from "../../security/one-time-codes";
import { replaceRecoveryCodes } from "../../security/recovery-codes";
import { openSecret } from "../../security/secret-box";
import { matchingStep } from "../../security/totp";
import { HttpError } from "../../shared/http-error";

type NewSetup = { mfaType: MfaType; mfaSecret: string | null; mfaLastUsedStep: number | null };

/**
 * Turns MFA on with the new method. A new mfaVersion voids every trusted device (they are
 * deleted too). `only` narrows the update, so that of two requests racing with one code only
 * the first wins.
 */
async function turnOn(db: Database, userId: number, setup: NewSetup, only?: SQL) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        ...setup,
        mfaEnabled: true,
        mfaRegistered: true,
        mfaPendingSecret: null,
        mfaVersion: sql`${users.mfaVersion} + 1`,
      })
      .where(and(eq(users.id, userId), only))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    return true;
  });
}

/** The method the code proves and turns on, or null when it proves none. */
async function turnOnWithCode(
  deps: ServiceDepsWithKey,
  user: UserRow,
  code: string,
): Promise<MfaType | null> {
  const { db, clock, key } = deps;
  const sealed = user.mfaPendingSecret;
  const pending = sealed ? openSecret(key, sealed) : null;
  const step = pending ? matchingStep(pending, code, clock) : null;
  if (sealed && step !== null) {
    // The code's time step is recorded, so the same code cannot then sign in.
    const setup = { mfaType: "app" as const, mfaSecret: sealed, mfaLastUsedStep: step };
    return (await turnOn(db, user.id, setup, eq(users.mfaPendingSecret, sealed))) ? "app" : null;
  }
  if (!user.phoneVerified || !user.phoneNumber) return null;
  const check = await checkCode(deps, { userId: user.id }, "mfa-setup", code, { consume: true });
  // The code must have gone to the number the user has now.
  if (check.result !== "valid" || check.target !== user.phoneNumber) return null;
  await turnOn(db, user.id, { mfaType: "sms", mfaSecret: null, mfaLastUsedStep: null });
  return "sms";
}

/**
 * Finishes setup with a code from the new authenticator (or the texted code): MFA is on with
 * that method, trusted devices are void, and ten new recovery codes replace any earlier ones.
 */
export async function completeMfaSetup(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  code: string,
): Promise<string[]> {
  const mfaType = await turnOnWithCode(deps, user, code);
  await recordAuthEvent(deps.db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "mfa-setup",
    eventSubtype: "enabled",
    status: mfaType ? "success" : "failure",
    ...(mfaType ? { details: { mfaType } } : {}),
  });
  if (!mfaType) throw new HttpError(400, "Invalid verification code");
  return replaceRecoveryCodes(deps.db, deps.key, user.id);
}
