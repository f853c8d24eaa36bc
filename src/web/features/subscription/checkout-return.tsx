import { CircleCheck, Info } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { useRefreshSubscription } from "./use-subscription";

/** How the payment page sent the user back: `/subscribe?checkout=success|canceled`. */
export function useCheckoutOutcome(): "success" | "canceled" | null {
  const outcome = new URLSearchParams(useSearch()).get("checkout");
  return outcome === "success" || outcome === "canceled" ? outcome : null;
}

function checkoutMessage(refresh: "idle" | "pending" | "success" | "error"): string {
  if (refresh === "success") return "Thank you for subscribing. Your subscription is confirmed.";
  if (refresh === "error") {
    return "Thank you for subscribing. Your payment is still being confirmed: refresh the status in a moment.";
  }
  return "Confirming your subscription...";
}

/**
 * Back from a paid checkout: the provider may not have told the server yet, so the status is
 * read again from it once, quietly, before the confirmation.
 */
function CheckoutSucceeded() {
  const refresh = useRefreshSubscription({ announce: false });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refresh.mutate();
  }, [refresh]);
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
    >
      <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
      {checkoutMessage(refresh.status)}
    </p>
  );
}

function CheckoutCanceled() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-md border p-3 text-sm">
      <Info className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      Checkout canceled. You have not been charged.
    </p>
  );
}

export function CheckoutReturn({ outcome }: { outcome: "success" | "canceled" }) {
  return outcome === "success" ? <CheckoutSucceeded /> : <CheckoutCanceled />;
}
