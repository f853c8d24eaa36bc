import { useQuery } from "@tanstack/react-query";
import { reportOverviewQuery } from "./reports-api";

/** Where each of the user's certifications stands, for the overview and the filter. */
export function useReportOverview() {
  return useQuery(reportOverviewQuery());
}
