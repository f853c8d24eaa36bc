import { hasPremium } from "@common/plan";
import type { PaymentsMode, PlanPrice, Subscription } from "@common/subscription";
import { subscriptionStatusLabel } from "@common/subscription-status";
import type { UserRow } from "../../db/schema";

/** GET /api/subscription: the user's subscription, and the plan's price when there is one. */
export function subscriptionSummary(
  user: UserRow,
  { mode, price }: { mode: PaymentsMode; price: PlanPrice | null },
): Subscription {
  return {
    status: user.subscriptionStatus,
    label: subscriptionStatusLabel(user.subscriptionStatus),
    premium: hasPremium(user),
    overridden: user.isSubscriptionOverridden,
    currentPeriodEnd: user.subscriptionCurrentPeriodEnd,
    cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
    paymentsConfigured: mode === "provider",
    paymentsMode: mode,
    price,
  };
}
