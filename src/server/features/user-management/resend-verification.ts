import { userManagementMessages } from "@common/user-management";
import { announceQueued, queueMessages } from "../../delivery/outbox";
import type { ServiceDepsWithKey } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { issueCode } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { logContactChange } from "../profile/contact-change-log";
import { ensureCodeAllowance } from "../profile/contact-code";
import { targetUser } from "./target-user";
import { verificationEmail } from "./verification-email";

/**
 * Emails the user a code confirming the address their account has, the way an email change
 * confirms a new one (profile/email-change.ts): the same code, counted with the user's own
 * email-change requests (at most 5 an hour, 429 beyond) and logged in the auth log the same
 * way. 409 when the address is already verified, or there is none.
 */
export async function resendVerification(
  deps: ServiceDepsWithKey & { appUrl: string },
  actor: AdminActor,
  origin: RequestOrigin,
  userId: number,
): Promise<void> {
  const user = await targetUser(deps.db, userId, { lock: false });
  const email = user.email;
  if (!email) throw new HttpError(409, userManagementMessages.noEmail);
  if (user.emailVerified) throw new HttpError(409, userManagementMessages.alreadyVerified);
  // Outside the transaction, so a refusal stays in the auth log.
  await ensureCodeAllowance(deps, origin, user, "email-change");
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const code = await issueCode(txDeps, { userId: user.id }, "email-change", email);
    await queueMessages(tx, [{ channel: "email", ...verificationEmail(email, code, deps.appUrl) }]);
    await logContactChange(txDeps, origin, user, "email-change", "code-sent", {
      email,
      administrator: actor.username,
    });
    await recordAdminAction(tx, actor, "verification_resent", { target: user, details: { email } });
  });
  announceQueued();
}
