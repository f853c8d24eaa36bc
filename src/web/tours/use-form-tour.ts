import { useEffect } from "react";
import { isTourRunning, requestTour, stopTour } from "./current-tour";
import type { TourName } from "./tour-names";

/**
 * Starts the form tour `name` while its Add dialog is `open` (unless it was completed) and stops
 * it when the dialog closes.
 */
export function useFormTour(
  name: Extract<TourName, "add-certification" | "add-credit">,
  open: boolean,
) {
  useEffect(() => {
    if (!open) return;
    requestTour(name, { overWaiting: true });
    return () => stopTour(name);
  }, [name, open]);
}

/** For the dialog's onEscapeKeyDown: while a tour shows, Escape skips the tour, not the form. */
export function keepDialogOpenDuringTour(event: KeyboardEvent): void {
  if (isTourRunning()) event.preventDefault();
}
