import { useSyncExternalStore } from "react";
import { getCompletedTours, subscribeToCompletedTours } from "./completed-tours";

/** The completed tour names, kept up to date as tours end or are reset. */
export function useCompletedTours(): readonly string[] {
  return useSyncExternalStore(subscribeToCompletedTours, getCompletedTours, getCompletedTours);
}
