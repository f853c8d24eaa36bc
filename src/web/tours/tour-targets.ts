import { getToastState } from "@web/lib/toast-store";
import type { TourDefinition, TourStepDefinition } from "./tour-definition";

const pollMs = 150;
/** How long a tour waits for its page's regions (data loads after the page) before giving up. */
export const targetWaitMs = 5000;

/** On screen: it has a box (no display:none up the tree) and is not made invisible. */
function isShown(element: Element): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
}

/** The first element matching `selector` that is on screen (a phone hides the desktop menu). */
export function shownElement(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (isShown(element)) return element;
  }
  return null;
}

/** An open dialog other than a tour's own: a page tour waits until it closes. */
function dialogIsOpen(): boolean {
  return (
    document.querySelector('[role="dialog"]:not([data-tour-tooltip]), [role="alertdialog"]') !==
    null
  );
}

/** A toast on screen (the welcome after signing up, say): a page tour starts once it closes. */
function toastIsShown(): boolean {
  return getToastState().toasts.some((toast) => toast.open);
}

/**
 * Calls `onOpen` when a dialog opens (a page tour step's Add button, say); answers the function
 * that stops watching. A page tour gives way to it: its tooltip would sit over the dialog.
 */
export function whenDialogOpens(onOpen: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (dialogIsOpen()) onOpen();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Waits until every required step's region is on screen, then answers the steps that can be
 * shown. After `targetWaitMs` it settles for the regions there are; with none (or only optional
 * ones) it answers null and the tour does not start. A page tour first waits for any toast to
 * close, one thing at a time; `targetWaitMs` counts from then.
 */
export function findTourSteps(
  tour: TourDefinition,
  signal: AbortSignal,
): Promise<readonly TourStepDefinition[] | null> {
  let startedAt = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (signal.aborted) return resolve(null);
      if (tour.startsOn === "page" && toastIsShown()) {
        startedAt = Date.now();
        setTimeout(check, pollMs);
        return;
      }
      const timedOut = Date.now() - startedAt >= targetWaitMs;
      const blocked = tour.startsOn === "page" && dialogIsOpen();
      const shown = blocked ? [] : tour.steps.filter((step) => shownElement(step.target));
      const ready = !blocked && tour.steps.every((step) => step.optional || shown.includes(step));
      if (ready) return resolve(shown);
      if (timedOut) return resolve(shown.some((step) => !step.optional) ? shown : null);
      setTimeout(check, pollMs);
    };
    check();
  });
}

/** The dialog around a form tour's form: its steps show inside it, where focus may go. */
export function dialogAround(selector: string): HTMLElement | null {
  return shownElement(selector)?.closest<HTMLElement>('[role="dialog"]') ?? null;
}
