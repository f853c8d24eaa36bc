import type { Subscription } from "@common/subscription";
import { SubscriptionStatusBadge } from "@web/components/layout/subscription-status-badge";
import { Button } from "@web/components/ui/button";
import { TitledCard } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import { RefreshCw } from "lucide-react";
import { useOpenPortal, useRefreshSubscription, useStartCheckout } from "./use-subscription";

/** When the period ends, and whether the subscription ends with it. */
function PeriodEnd({ subscription }: { subscription: Subscription }) {
  const { currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  if (!currentPeriodEnd) return null;
  const day = formatDate(currentPeriodEnd);
  return (
    <p className="text-sm text-muted-foreground">
      {cancelAtPeriodEnd ? `Cancels at period end: ${day}` : `Current period ends ${day}`}
    </p>
  );
}

/**
 * A Stripe customer (any status but inactive) has a portal to manage; anyone else subscribes,
 * unless payments are off (the plan card says so).
 */
function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const refresh = useRefreshSubscription({ announce: true });
  const canSubscribe =
    subscription.status !== "active" &&
    !subscription.overridden &&
    subscription.paymentsMode !== "off";
  return (
    <div className="flex flex-wrap gap-2">
      {canSubscribe && (
        <Button disabled={checkout.isPending} onClick={() => checkout.mutate()}>
          Subscribe
        </Button>
      )}
      {subscription.status !== "inactive" && (
        <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
          Manage subscription
        </Button>
      )}
      <Button
        variant="outline"
        disabled={refresh.isPending}
        aria-busy={refresh.isPending}
        onClick={() => refresh.mutate()}
      >
        <RefreshCw className={refresh.isPending ? "animate-spin" : undefined} aria-hidden="true" />
        {refresh.isPending ? "Refreshing..." : "Refresh status"}
      </Button>
    </div>
  );
}

export function SubscriptionStatusCard({ subscription }: { subscription: Subscription }) {
  return (
    <TitledCard title="Your subscription" contentClassName="grid gap-4">
      <p className="flex items-center gap-2 text-sm">
        Status: <SubscriptionStatusBadge status={subscription.status} />
      </p>
      {subscription.overridden && (
        <p className="text-sm">Premium was granted to your account by an administrator.</p>
      )}
      <PeriodEnd subscription={subscription} />
      <SubscriptionActions subscription={subscription} />
    </TitledCard>
  );
}
