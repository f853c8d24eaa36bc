import { and, eq, inArray, sql } from "drizzle-orm";
import { mfaRecoveryCodes, trustedDevices, users, verificationCodes } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { targetUser } from "./target-user";

/**
 * Resets two-factor authentication for a user who lost their authenticator or phone (a
 * support case): MFA is turned off and unregistered, its secrets, codes in progress and
 * recovery codes are removed and every trusted device is forgotten (the MFA version moves on,
 * as when the user turns it off), so they sign in with their password and set it up again.
 * Written to the audit trail and, like the user's own MFA changes, to the auth log.
 */
export async function resetMfa(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  origin: RequestOrigin,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, userId, { lock: true });
    const nothingSet =
      !user.mfaEnabled && !user.mfaRegistered && !user.mfaSecret && !user.mfaPendingSecret;
    if (nothingSet) return;
    await tx
      .update(users)
      .set({
        mfaEnabled: false,
        mfaRegistered: false,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastUsedStep: null,
        mfaVersion: sql`${users.mfaVersion} + 1`,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx
      .delete(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, user.id),
          inArray(verificationCodes.type, ["mfa-setup", "mfa-login"]),
        ),
      );
    const details = { mfaType: user.mfaType, wasEnabled: user.mfaEnabled };
    await recordAuthEvent(tx, origin, {
      userId: user.id,
      username: user.username,
      eventType: "mfa-setup",
      eventSubtype: "reset-by-administrator",
      status: "success",
      details: { ...details, administrator: actor.username },
    });
    await recordAdminAction(tx, actor, "mfa_reset", { target: user, details });
  });
}
