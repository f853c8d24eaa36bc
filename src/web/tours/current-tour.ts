import type { TourName } from "@common/tour-names";
import { isTourCompleted, resetTour } from "./completed-tours";
import { tours } from "./tours";

/**
 * The one tour at a time: "waiting" while the host looks for its regions on the page, then
 * "running" while its steps show. `run` tells two runs of the same tour apart.
 */
export type CurrentTour = { name: TourName; phase: "waiting" | "running"; run: number };

let current: CurrentTour | null = null;
let runs = 0;
const listeners = new Set<() => void>();

function set(next: CurrentTour | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getCurrentTour(): CurrentTour | null {
  return current;
}

export function subscribeToCurrentTour(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks for a tour on its own (page entry, form opening): only when not completed and no tour is
 * on. With `overPageTour`, it takes the place of a page's tour, waiting or showing: the user
 * opened an Add form from the page (perhaps the very button a page tour step points at), and
 * the form's own tour is what helps now.
 */
export function requestTour(name: TourName, { overPageTour = false } = {}): void {
  if (isTourCompleted(name)) return;
  if (current && !(overPageTour && tours[current.name].startsOn === "page")) return;
  runs += 1;
  set({ name, phase: "waiting", run: runs });
}

/**
 * Starts a tour on demand, even a completed one, in place of any other. It shows once its
 * regions are on the page, so call it before navigating there.
 */
export function startTour(name: TourName): void {
  resetTour(name);
  runs += 1;
  set({ name, phase: "waiting", run: runs });
}

/** The host found the tour's regions and shows its first step. */
export function markTourRunning(name: TourName, run: number): void {
  if (current?.name !== name || current.run !== run) return;
  set({ ...current, phase: "running" });
}

/** Ends the tour `name` (if it is the current one) without marking it completed. */
export function stopTour(name: TourName): void {
  if (current?.name === name) set(null);
}

export function isTourRunning(): boolean {
  return current?.phase === "running";
}
