import { userManagementMessages } from "@common/user-management";
import { eq } from "drizzle-orm";
import { adminSessions, sessions } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { keepAnAdministrator, lockAdministrators, switchAccount, targetUser } from "./target-user";

/**
 * Disables or enables an account. Disabling signs the user out everywhere: their sessions and
 * admin sessions are deleted in the same transaction, so their next request is refused (the
 * access hook refuses a disabled account too). Enabling lets them sign in again; it brings no
 * session back. Trusted devices stay: a disabled account is about access, not a lost device
 * (resetting two-factor authentication forgets them). An administrator cannot disable
 * themselves, nor the last enabled administrator. Changing nothing writes no audit line.
 */
export async function setAccountEnabled(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  userId: number,
  enabled: boolean,
): Promise<void> {
  if (!enabled && userId === actor.id) {
    throw new HttpError(400, userManagementMessages.selfDisable);
  }
  await db.transaction(async (tx) => {
    if (!enabled) await lockAdministrators(tx);
    const user = await targetUser(tx, userId, { lock: true });
    if (user.isEnabled === enabled) return;
    if (!enabled) await keepAnAdministrator(tx, user);
    await switchAccount(tx, user, { isEnabled: enabled }, clock.now());
    let details: Record<string, unknown> | undefined;
    if (!enabled) {
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, user.id))
        .returning({ id: sessions.id });
      const endedAdmin = await tx
        .delete(adminSessions)
        .where(eq(adminSessions.userId, user.id))
        .returning({ id: adminSessions.id });
      details = { sessionsEnded: ended.length, adminSessionsEnded: endedAdmin.length };
    }
    await recordAdminAction(tx, actor, enabled ? "user_enabled" : "user_disabled", {
      target: user,
      details,
    });
  });
}
