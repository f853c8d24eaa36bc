import { serverMessage } from "./server-message";
import { type ToastLink, toast } from "./toast-store";
import { upgradeRefusal } from "./upgrade-refusal";

/** A refusal only premium lifts links to where the user upgrades. */
function upgradeAction(error: unknown): ToastLink | undefined {
  const refusal = upgradeRefusal(error);
  if (!refusal) return undefined;
  return {
    label: "Upgrade",
    href: refusal.upgradeUrl,
    altText: `Upgrade at ${refusal.upgradeUrl}`,
  };
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
