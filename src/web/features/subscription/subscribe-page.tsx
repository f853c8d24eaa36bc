import { ErrorDisplay } from "@web/components/error-display";
import { PageHeader } from "@web/components/ui/page-header";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useSubscription } from "@web/hooks/use-subscription-state";
import { CheckoutReturn, useCheckoutOutcome } from "./checkout-return";
import { PlanCard } from "./plan-card";
import { SubscriptionStatusCard } from "./subscription-status-card";

/** The premium plan, where the user's subscription stands, and the ways to change it. */
export function SubscribePage() {
  useDocumentTitle("Subscription");
  const subscription = useSubscription();
  const outcome = useCheckoutOutcome();
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader title="Subscription" description="Premium unlocks all of CertMinder." />
      {outcome && <CheckoutReturn outcome={outcome} />}
      {subscription.isPending ? (
        <PageSpinner />
      ) : subscription.isError ? (
        <ErrorDisplay error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <>
          <SubscriptionStatusCard subscription={subscription.data} />
          <PlanCard subscription={subscription.data} />
        </>
      )}
    </div>
  );
}
