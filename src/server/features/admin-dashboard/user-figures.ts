import type { AdminDashboard } from "@common/admin-dashboard";
import { subscriptionStatuses } from "@common/user";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import { counted } from "./counted";

/**
 * The users and subscriptions cards, but for the new sign-ups (see sign-ups.ts): users counted
 * by plan, enabled, administrator and override together, a few dozen groups at most, read from
 * users_admin_dashboard_idx alone (an index-only scan; the users rows are wide).
 */
export async function userFigures(db: Database): Promise<{
  users: Omit<AdminDashboard["users"], "newIn7Days" | "newIn30Days">;
  subscriptions: AdminDashboard["subscriptions"];
}> {
  const groups = await db
    .select({
      status: users.subscriptionStatus,
      enabled: users.isEnabled,
      admin: users.isAdmin,
      overridden: users.isSubscriptionOverridden,
      count: counted(),
    })
    .from(users)
    .groupBy(
      users.subscriptionStatus,
      users.isEnabled,
      users.isAdmin,
      users.isSubscriptionOverridden,
    );
  const usersWhere = (holds: (group: (typeof groups)[number]) => boolean) =>
    groups.filter(holds).reduce((total, group) => total + group.count, 0);
  const total = usersWhere(() => true);
  const enabled = usersWhere((group) => group.enabled);
  return {
    users: {
      total,
      enabled,
      disabled: total - enabled,
      administrators: usersWhere((group) => group.admin),
    },
    subscriptions: {
      byStatus: subscriptionStatuses.map((status) => ({
        status,
        users: usersWhere((group) => group.status === status),
      })),
      premiumOverrides: usersWhere((group) => group.overridden),
    },
  };
}
