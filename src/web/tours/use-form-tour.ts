import type { TourName } from "@common/tour-names";
import { useEffect } from "react";
import { isTourRunning, requestTour, stopTour } from "./current-tour";

export type FormTourName = Extract<TourName, "add-certification" | "add-credit">;

/**
 * Starts the form tour `name` while its Add dialog is `open` (unless it was completed) and stops
 * it when the dialog closes. No `name`: the dialog has no tour.
 */
export function useFormTour(name: FormTourName | undefined, open: boolean) {
  useEffect(() => {
    if (!open || !name) return;
    requestTour(name, { overPageTour: true });
    return () => stopTour(name);
  }, [name, open]);
}

/** For the dialog's onEscapeKeyDown: while a tour shows, Escape skips the tour, not the form. */
export function keepDialogOpenDuringTour(event: KeyboardEvent): void {
  if (isTourRunning()) event.preventDefault();
}
