import type { TourName } from "@common/tour-names";
import { addCertificationTour, addCreditTour } from "./form-tours";
import {
  calendarTour,
  certificationsTour,
  dashboardTour,
  reportsTour,
  settingsTour,
} from "./page-tours";
import type { TourDefinition } from "./tour-definition";

/** Every tour by name, in the order the Help page lists them. */
export const tours: Record<TourName, TourDefinition> = {
  dashboard: dashboardTour,
  certifications: certificationsTour,
  calendar: calendarTour,
  reports: reportsTour,
  settings: settingsTour,
  "add-certification": addCertificationTour,
  "add-credit": addCreditTour,
};

/** The page tour that starts on entry to `path` (an exact match), if any. */
export function pageTourAt(path: string): TourDefinition | null {
  return (
    Object.values(tours).find((tour) => tour.startsOn === "page" && tour.path === path) ?? null
  );
}
