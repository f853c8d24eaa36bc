import { subscribePath } from "@common/subscription";
import { SubscriptionStatusBadge } from "@web/components/layout/subscription-status-badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { PageHeader } from "@web/components/ui/page-header";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { Link } from "wouter";
import { useCancelTestSubscription } from "./use-subscription";

const title = "Test-mode subscription portal";

/**
 * Without payment keys, the portal sends the user here instead of the provider's. Canceling
 * applies the cancellation exactly as the provider's notice of it would.
 */
export function TestPortalPage() {
  useDocumentTitle(title);
  const { data: user } = useUser();
  // The portal stays open after a cancellation, as the provider's does: the status shows it.
  const cancel = useCancelTestSubscription(() => undefined);
  if (!user) return <PageSpinner />;
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader
        title={title}
        description="This deployment has no payment keys: no card is charged or refunded."
      />
      <p className="flex items-center gap-2 text-sm">
        Status: <SubscriptionStatusBadge status={user.subscriptionStatus} />
      </p>
      <div className="flex flex-wrap gap-2">
        {user.subscriptionStatus !== "canceled" && (
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined)}
          >
            Cancel subscription
          </Button>
        )}
        <Link href={subscribePath} className={buttonVariants({ variant: "outline" })}>
          Back to subscription
        </Link>
      </div>
    </div>
  );
}
