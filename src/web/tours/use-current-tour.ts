import { useSyncExternalStore } from "react";
import { type CurrentTour, getCurrentTour, subscribeToCurrentTour } from "./current-tour";

export function useCurrentTour(): CurrentTour | null {
  return useSyncExternalStore(subscribeToCurrentTour, getCurrentTour, getCurrentTour);
}
