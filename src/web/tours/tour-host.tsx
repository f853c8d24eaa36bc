import { useUser } from "@web/hooks/use-user";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { mergeCompletedTours } from "./account-tours";
import { getCurrentTour, markTourRunning, requestTour, stopTour } from "./current-tour";
import type { TourStepDefinition } from "./tour-definition";
import { dialogAround, findTourSteps, whenDialogOpens } from "./tour-targets";
import { pageTourAt, tours } from "./tours";
import { useCurrentTour } from "./use-current-tour";

const TourPlayer = lazy(async () => ({ default: (await import("./tour-player")).TourPlayer }));

type FoundTour = { run: number; steps: readonly TourStepDefinition[]; portal: HTMLElement | null };

/**
 * Shows the one guided tour at a time, on every signed-in page. A page's tour asks to start on
 * entry (exact path) unless completed; a tour then waits for its regions and runs. Leaving its
 * page, opening a dialog from it, or closing its form stops it without marking it completed.
 */
export function TourHost() {
  const [location] = useLocation();
  const current = useCurrentTour();
  const [found, setFound] = useState<FoundTour | null>(null);
  const accountTours = useUser().data?.completedTours;

  // Before a page's tour is asked for: one completed on another device does not start here.
  useEffect(() => {
    if (accountTours) mergeCompletedTours(accountTours);
  }, [accountTours]);

  useEffect(() => {
    const left = getCurrentTour();
    if (left && tours[left.name].startsOn === "page" && tours[left.name].path !== location) {
      stopTour(left.name);
    }
    const tour = pageTourAt(location);
    if (tour) requestTour(tour.name);
  }, [location]);

  const showingPageTour =
    current?.phase === "running" && tours[current.name].startsOn === "page" ? current.name : null;
  useEffect(() => {
    if (!showingPageTour) return;
    return whenDialogOpens(() => stopTour(showingPageTour));
  }, [showingPageTour]);

  const foundRun = found?.run;
  useEffect(() => {
    if (!current || current.run === foundRun) return;
    const { name, run } = current;
    const tour = tours[name];
    const search = new AbortController();
    void findTourSteps(tour, search.signal).then((steps) => {
      if (search.signal.aborted) return;
      const first = steps?.[0];
      if (!steps || !first) return stopTour(name);
      const portal = tour.startsOn === "form" ? dialogAround(first.target) : null;
      setFound({ run, steps, portal });
      markTourRunning(name, run);
    });
    return () => search.abort();
  }, [current, foundRun]);

  if (current?.phase !== "running" || found?.run !== current.run) return null;
  return (
    <Suspense fallback={null}>
      <TourPlayer key={found.run} name={current.name} steps={found.steps} portal={found.portal} />
    </Suspense>
  );
}
