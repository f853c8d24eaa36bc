import { Button } from "@web/components/ui/button";
import { useEffect, useId } from "react";
import type { TooltipRenderProps } from "react-joyride";
import { useRegionOutline } from "./use-region-outline";

/**
 * White on the spec's #6366f1 is 4.47:1, just under the 4.5:1 small text needs, so the tour's
 * buttons use the next darker indigo (6.3:1); #6366f1 stays the tour's primary colour (the
 * accent line and the progress bar).
 */
const buttonColor = "bg-[#4f46e5] text-white hover:bg-[#4338ca]";

type ActionProps = TooltipRenderProps["skipProps"];

/** Of Joyride's button props, only what moves the tour; its aria-label and title would rename the buttons. */
function actionOf(props: ActionProps) {
  return { "data-action": props["data-action"], onClick: props.onClick };
}

/**
 * A tour step as a named dialog: title, progress, text, then Skip, Back and Next (Finish on the
 * last step). No close button; Escape skips the tour.
 */
export function TourTooltip({
  backProps,
  controls,
  index,
  isLastStep,
  primaryProps,
  size,
  skipProps,
  step,
  tooltipProps,
}: TooltipRenderProps) {
  const titleId = useId();
  const textId = useId();
  const tourName: unknown = step.data?.tour;
  useRegionOutline(step);

  useEffect(() => {
    const skipOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") controls.skip();
    };
    document.addEventListener("keydown", skipOnEscape);
    return () => document.removeEventListener("keydown", skipOnEscape);
  }, [controls]);

  return (
    <div
      aria-modal={tooltipProps["aria-modal"]}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-tour-tooltip={typeof tourName === "string" ? tourName : ""}
      className="grid w-[min(24rem,calc(100vw-4rem))] gap-3 overflow-hidden rounded-lg border border-t-4 bg-white p-4 text-left text-slate-900 shadow-lg"
      style={{ borderTopColor: step.primaryColor }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold leading-snug">
          {step.title}
        </h2>
        <p className="shrink-0 pt-0.5 text-xs text-slate-600">
          Step {index + 1} of {size}
        </p>
      </div>
      <div className="h-1 rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-1 rounded-full"
          style={{ width: `${((index + 1) / size) * 100}%`, backgroundColor: step.primaryColor }}
        />
      </div>
      <p id={textId} className="text-sm leading-relaxed">
        {step.content}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="mr-auto text-slate-700"
          {...actionOf(skipProps)}
        >
          Skip
        </Button>
        {index > 0 && (
          <Button variant="outline" size="sm" {...actionOf(backProps)}>
            Back
          </Button>
        )}
        <Button size="sm" className={buttonColor} {...actionOf(primaryProps)}>
          {isLastStep ? "Finish" : "Next"}
        </Button>
      </div>
    </div>
  );
}
