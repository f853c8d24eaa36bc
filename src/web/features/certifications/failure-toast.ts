import { serverMessage } from "@web/lib/server-message";
import { toast } from "@web/lib/toast-store";

/** A destructive toast: the title says what failed, the server's message says why. */
export function showFailure(title: string, error: unknown): void {
  toast({ title, description: serverMessage(error, "Please try again."), variant: "destructive" });
}

export function failureToast(title: string) {
  return (error: unknown) => showFailure(title, error);
}
