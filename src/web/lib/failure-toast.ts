import { serverMessage } from "./server-message";
import { toast } from "./toast-store";

/** A destructive toast: the title says what failed, the server's message (or `fallback`) why. */
export function showFailure(title: string, error: unknown, fallback = "Please try again."): void {
  toast({ title, description: serverMessage(error, fallback), variant: "destructive" });
}

/** A mutation's onError that shows the failure toast. */
export function failureToast(title: string, fallback?: string) {
  return (error: unknown) => showFailure(title, error, fallback);
}
