import { formatPrice } from "@common/money";
import { defaultFreeCertificationLimit } from "@common/plan";
import { paymentsNotSetUpMessage, type Subscription } from "@common/subscription";
import { premiumFeatures } from "@web/components/premium-features";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { Check, FlaskConical, Info } from "lucide-react";

export const testModeLabel = "Test mode: no card is charged";

/**
 * What premium costs, before anyone pays. Without payment keys every deployment says so here,
 * so nobody takes the test-mode checkout for real billing; with payments off, that only an
 * administrator gives premium.
 */
function PlanPrice({ subscription }: { subscription: Subscription }) {
  if (subscription.paymentsMode === "off") {
    return (
      <p className="flex items-center gap-2 rounded-md border p-3 text-sm">
        <Info className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {paymentsNotSetUpMessage}
      </p>
    );
  }
  return (
    <>
      {subscription.price && (
        <p className="text-2xl font-semibold">{formatPrice(subscription.price)}</p>
      )}
      {subscription.paymentsMode === "test" && (
        <p className="flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {testModeLabel}
        </p>
      )}
    </>
  );
}

/** The premium plan: what it unlocks and what it costs. */
export function PlanCard({ subscription }: { subscription: Subscription }) {
  const freeLimit = useAppSettings().data?.freeCertificationLimit ?? defaultFreeCertificationLimit;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Premium</CardTitle>
        <CardDescription>Everything the free plan does, and:</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm">
          {premiumFeatures(freeLimit).map(({ name, text }) => (
            <li key={name} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              <span>
                <span className="font-medium">{name}:</span> {text}
              </span>
            </li>
          ))}
        </ul>
        <PlanPrice subscription={subscription} />
      </CardContent>
    </Card>
  );
}
