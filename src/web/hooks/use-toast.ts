import { dismissToast, getToastState, subscribeToToasts, toast } from "@web/lib/toast-store";
import { useSyncExternalStore } from "react";

/** The toasts on screen, plus the functions to show and close them. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts, toast, dismiss: dismissToast };
}
