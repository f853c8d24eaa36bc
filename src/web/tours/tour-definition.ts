import type { TourName } from "@common/tour-names";
import type { Placement } from "react-joyride";

export type TourStepDefinition = {
  /** CSS selector of the region the step points at. */
  target: string;
  /** "field": light up the whole form field (label and control), not only the control. */
  spotlight?: "field";
  title: string;
  content: string;
  placement?: Placement | "auto";
  /** May be missing (the desktop menu on a phone); the tour then goes on without it. */
  optional?: boolean;
};

export type TourDefinition = {
  name: TourName;
  /** What the tour covers, as the Help page lists it. */
  label: string;
  /** The page the tour starts on, or for a form tour the page its form is opened from. */
  path: string;
  startsOn: "page" | "form";
  steps: readonly TourStepDefinition[];
};

/** The selector of a region marked with data-tour="<name>". */
export function region(name: string): string {
  return `[data-tour="${name}"]`;
}

/** The selector of the control named `field` inside the form marked data-tour="<form>". */
export function formField(form: string, field: string): string {
  return `${region(form)} [name="${field}"]`;
}
