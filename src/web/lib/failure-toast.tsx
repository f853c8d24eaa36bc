import { upgradeRequiredSchema } from "@common/plan";
import { ToastAction } from "@web/components/ui/toast";
import { Link } from "wouter";
import { errorBody } from "./api-error";
import { serverMessage } from "./server-message";
import { toast } from "./toast-store";

/**
 * A refusal only premium lifts (a premium feature, a certification beyond the free plan):
 * the server's message with a link to where the user upgrades; null for any other failure.
 */
function upgradeAction(error: unknown) {
  const refusal = upgradeRequiredSchema.safeParse(errorBody(error));
  if (!refusal.success) return null;
  return (
    <ToastAction asChild altText={`Upgrade at ${refusal.data.upgradeUrl}`}>
      <Link href={refusal.data.upgradeUrl}>Upgrade</Link>
    </ToastAction>
  );
}

/** A destructive toast: the title says what failed, the server's message (or `fallback`) why. */
export function showFailure(title: string, error: unknown, fallback = "Please try again."): void {
  toast({
    title,
    description: serverMessage(error, fallback),
    action: upgradeAction(error),
    variant: "destructive",
  });
}

/** A mutation's onError that shows the failure toast. */
export function failureToast(title: string, fallback?: string) {
  return (error: unknown) => showFailure(title, error, fallback);
}
