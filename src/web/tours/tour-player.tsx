import type { TourName } from "@common/tour-names";
import { useMemo, useState } from "react";
import { EVENTS, type EventData, Joyride, type Options, type Step } from "react-joyride";
import { completeTour } from "./account-tours";
import { stopTour } from "./current-tour";
import type { TourStepDefinition } from "./tour-definition";
import { shownElement } from "./tour-targets";
import { TourTooltip } from "./tour-tooltip";

/**
 * Spec section 9, plus: no beacon, no close button, the overlay does not end the tour. The
 * region a step lights up stays usable (Joyride's blockTargetInteraction is left off): a step
 * presenting a control must not stop the user from using it.
 */
const tourOptions: Partial<Options> = {
  zIndex: 10000,
  primaryColor: "#6366f1",
  scrollDuration: 300,
  scrollOffset: 20,
  spotlightPadding: 10,
  showProgress: true,
  skipBeacon: true,
  buttons: ["back", "skip", "primary"],
  // Escape is handled by the tooltip: it skips (and so completes) the tour.
  dismissKeyAction: false,
  overlayClickAction: false,
  arrowColor: "#ffffff",
  backgroundColor: "#ffffff",
  textColor: "#0f172a",
};

/**
 * A form tour shows inside its dialog, where focus may go. The dialog is a transformed,
 * scrolling box that a page-wide overlay cannot cover, so there the dialog's own backdrop dims
 * the page, the step's region gets an outline instead of a spotlight, and the tooltip may
 * overlap the form rather than leave the dialog.
 */
const inDialogOptions: Partial<Options> = { ...tourOptions, hideOverlay: true };
const inDialogFloating = { shiftOptions: { crossAxis: true } };

const locale = {
  back: "Back",
  next: "Next",
  nextWithProgress: "Next",
  last: "Finish",
  skip: "Skip",
};

function joyrideStep(tour: TourName, step: TourStepDefinition): Step {
  return {
    target: () => shownElement(step.target),
    spotlightTarget:
      step.spotlight === "field"
        ? () => shownElement(step.target)?.parentElement ?? null
        : undefined,
    title: step.title,
    content: step.content,
    placement: step.placement ?? "bottom",
    data: { tour },
  };
}

/**
 * Where the page was scrolled to when the tour began (read while rendering, before Joyride
 * scrolls to the first step): a tour scrolls to each step's region, and ends back here.
 */
function useScrollToRestore() {
  const [start] = useState(() => ({ left: window.scrollX, top: window.scrollY }));
  return () => window.scrollTo({ ...start, behavior: "instant" });
}

/**
 * Plays one tour with react-joyride (loaded only when a tour shows). Finishing, Skip or Escape
 * ends it, marks it completed and returns the page to where it was scrolled when the tour began.
 */
export function TourPlayer({
  name,
  steps,
  portal,
}: {
  name: TourName;
  steps: readonly TourStepDefinition[];
  /** The dialog a form tour shows in; null for a page tour. */
  portal: HTMLElement | null;
}) {
  const joyrideSteps = useMemo(() => steps.map((step) => joyrideStep(name, step)), [name, steps]);
  const restoreScroll = useScrollToRestore();
  const onEvent = (event: EventData) => {
    if (event.type !== EVENTS.TOUR_END) return;
    completeTour(name);
    stopTour(name);
    restoreScroll();
  };
  return (
    <Joyride
      run
      continuous
      steps={joyrideSteps}
      portalElement={portal}
      options={portal ? inDialogOptions : tourOptions}
      floatingOptions={portal ? inDialogFloating : undefined}
      locale={locale}
      tooltipComponent={TourTooltip}
      loaderComponent={null}
      onEvent={onEvent}
    />
  );
}
