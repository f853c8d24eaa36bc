import { eq } from "drizzle-orm";
import { adminSessions } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { keepAnAdministrator, lockAdministrators, switchAccount, targetUser } from "./target-user";

/**
 * Grants or removes the administrator role. Removing it ends the user's admin sessions and is
 * refused (409) for the last enabled administrator, also when two administrators remove each
 * other at the same moment (lockAdministrators). An administrator may remove their own role
 * while another one remains. Changing nothing writes no audit line.
 */
export async function setAdministrator(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  userId: number,
  on: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!on) await lockAdministrators(tx);
    const user = await targetUser(tx, userId, { lock: true });
    if (user.isAdmin === on) return;
    if (!on) await keepAnAdministrator(tx, user);
    await switchAccount(tx, user, { isAdmin: on }, clock.now());
    let details: Record<string, unknown> | undefined;
    if (!on) {
      const ended = await tx
        .delete(adminSessions)
        .where(eq(adminSessions.userId, user.id))
        .returning({ id: adminSessions.id });
      details = { adminSessionsEnded: ended.length };
    }
    await recordAdminAction(tx, actor, on ? "admin_granted" : "admin_revoked", {
      target: user,
      details,
    });
  });
}
