import { checkoutReturnQuery, subscribePath } from "@common/subscription";
import { ErrorDisplay } from "@web/components/error-display";
import { Button, buttonVariants } from "@web/components/ui/button";
import { PageHeader } from "@web/components/ui/page-header";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useSubscription } from "@web/hooks/use-subscription-state";
import { Link, useLocation, useSearch } from "wouter";
import { PlanCard } from "./plan-card";
import { useConfirmTestCheckout } from "./use-subscription";

const title = "Test-mode checkout: no card is charged";

/**
 * Without payment keys, checkout sends the user here instead of the provider's page. Confirming
 * applies the subscription exactly as a paid checkout would, without any card.
 */
export function TestCheckoutPage() {
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const session = new URLSearchParams(useSearch()).get("session") ?? "";
  const subscription = useSubscription();
  const confirm = useConfirmTestCheckout(() =>
    navigate(`${subscribePath}?${checkoutReturnQuery.success}`),
  );
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader
        title={title}
        description="This deployment has no payment keys: confirming subscribes you without payment."
      />
      {subscription.isPending ? (
        <PageSpinner />
      ) : subscription.isError ? (
        <ErrorDisplay error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <PlanCard subscription={subscription.data} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={confirm.isPending || session === ""}
          onClick={() => confirm.mutate(session)}
        >
          Confirm subscription
        </Button>
        <Link
          href={`${subscribePath}?${checkoutReturnQuery.canceled}`}
          className={buttonVariants({ variant: "outline" })}
        >
          Cancel
        </Link>
      </div>
    </div>
  );
}
