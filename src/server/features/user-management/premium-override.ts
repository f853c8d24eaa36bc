import type { ServiceDeps } from "../../feature-deps";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { switchAccount, targetUser } from "./target-user";

/**
 * Turns the premium override on or off: on, the user has premium whatever their subscription
 * (hasPremium); off, their subscription alone decides again. Changing nothing writes no line.
 */
export async function setPremiumOverride(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  userId: number,
  on: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, userId, { lock: true });
    if (user.isSubscriptionOverridden === on) return;
    await switchAccount(tx, user, { isSubscriptionOverridden: on }, clock.now());
    await recordAdminAction(tx, actor, on ? "premium_override_on" : "premium_override_off", {
      target: user,
      details: { subscriptionStatus: user.subscriptionStatus },
    });
  });
}
