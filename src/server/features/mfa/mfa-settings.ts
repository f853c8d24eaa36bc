import type { MfaSetupResult } from "@common/accounts/mfa-setup";
import type { MfaType } from "@common/accounts/sign-in";
import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { mfaRecoveryCodes, trustedDevices, users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import type { UserRow } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { acceptMfaCode } from "../../security/mfa-code";
import { checkCode } from "../../security/one-time-codes";
import { verifyPassword } from "../../security/password";
import { replaceRecoveryCodes } from "../../security/recovery-codes";
import { openSecret, sealSecret } from "../../security/secret-box";
import { textCode } from "../../security/sms-code";
import { acceptTotp, newTotpSecret } from "../../security/totp";

type Deps = Pick<FeatureDeps, "db" | "clock" | "config">;

function codeDeps({ db, clock, config }: Deps) {
  return { db, clock, key: config.encryptionKey };
}

/**
 * Starts setting up MFA. An app gets a new secret (kept aside until verified, so a working
 * authenticator keeps working meanwhile); SMS needs a verified phone and texts a code.
 */
export async function startMfaSetup(
  deps: Deps,
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
    await textCode(codeDeps(deps), user.id, user.phoneNumber, "mfa-setup", "verification");
    return { codeSent: true, message: "Verification code sent" };
  }
  const { secret, uri } = newTotpSecret(user.username);
  await deps.db
    .update(users)
    .set({ mfaPendingSecret: sealSecret(deps.config.encryptionKey, secret) })
    .where(eq(users.id, user.id));
  return {
    qrCodeUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }),
    secret,
    message: "Scan the QR code with your authenticator app",
  };
}

/**
 * Finishes setup with a code from the new authenticator (or the texted code): MFA is on,
 * trusted devices are void (mfaVersion changes) and ten new recovery codes are returned.
 */
export async function completeMfaSetup(deps: Deps, user: UserRow, code: string): Promise<string[]> {
  const { db, config } = deps;
  const pending = user.mfaPendingSecret
    ? openSecret(config.encryptionKey, user.mfaPendingSecret)
    : null;
  let mfaType: MfaType;
  if (pending) {
    if (!(await acceptTotp(db, deps.clock, user.id, pending, code))) {
      throw new HttpError(400, "Invalid verification code");
    }
    mfaType = "app";
  } else {
    const check = await checkCode(codeDeps(deps), { userId: user.id }, "mfa-setup", code, {
      consume: true,
    });
    if (check.result !== "valid") throw new HttpError(400, "Invalid verification code");
    mfaType = "sms";
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        mfaEnabled: true,
        mfaRegistered: true,
        mfaType,
        mfaSecret: mfaType === "app" ? user.mfaPendingSecret : null,
        mfaPendingSecret: null,
        mfaVersion: sql`${users.mfaVersion} + 1`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
  });
  return replaceRecoveryCodes(db, config.encryptionKey, user.id);
}

/** Turns MFA off after a current code or the password; every trusted device is forgotten. */
export async function disableMfa(
  deps: Deps,
  user: UserRow,
  proof: { code?: string; password?: string },
): Promise<void> {
  const proven = proof.password
    ? await verifyPassword(user.password, proof.password)
    : user.mfaEnabled && proof.code
      ? await acceptMfaCode(codeDeps(deps), user, proof.code)
      : false;
  if (!proven) {
    throw new HttpError(
      400,
      proof.password ? "Password is incorrect" : "Invalid verification code",
    );
  }
  await deps.db.transaction(async (tx) => {
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
