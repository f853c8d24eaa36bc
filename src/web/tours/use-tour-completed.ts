import type { TourName } from "@common/tour-names";
import { useCompletedTours } from "./use-completed-tours";

/**
 * Whether tour `name` was finished or skipped: what a page shows only after its tour (the
 * dashboard's reminder question) waits for this, so a first visit shows one thing at a time.
 */
export function useTourCompleted(name: TourName): boolean {
  return useCompletedTours().includes(name);
}
