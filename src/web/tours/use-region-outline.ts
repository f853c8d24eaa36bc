import { useEffect } from "react";
import type { StepMerged, StepTarget } from "react-joyride";

function elementOf(target: StepTarget | undefined): HTMLElement | null {
  if (!target) return null;
  if (typeof target === "function") return target();
  if (typeof target === "string") return document.querySelector<HTMLElement>(target);
  if (target instanceof HTMLElement) return target;
  return target.current;
}

/**
 * Where a step shows without the overlay's spotlight (inside a form's dialog), outlines its
 * region in the tour colour while the step is on screen.
 */
export function useRegionOutline(step: StepMerged): void {
  const { hideOverlay, primaryColor, spotlightTarget, target } = step;
  useEffect(() => {
    if (!hideOverlay) return;
    const region = elementOf(spotlightTarget ?? target);
    if (!region) return;
    const { outline, outlineOffset } = region.style;
    region.style.outline = `3px solid ${primaryColor}`;
    region.style.outlineOffset = "4px";
    return () => {
      region.style.outline = outline;
      region.style.outlineOffset = outlineOffset;
    };
  }, [hideOverlay, primaryColor, spotlightTarget, target]);
}
