import { ToastAction } from "@web/components/ui/toast";
import { Link } from "wouter";
import { serverMessage } from "./server-message";
import { toast } from "./toast-store";
import { upgradeRefusal } from "./upgrade-refusal";

/** A refusal only premium lifts links to where the user upgrades. */
function upgradeAction(error: unknown) {
  const refusal = upgradeRefusal(error);
  if (!refusal) return null;
  return (
    <ToastAction asChild altText={`Upgrade at ${refusal.upgradeUrl}`}>
      <Link href={refusal.upgradeUrl}>Upgrade</Link>
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
