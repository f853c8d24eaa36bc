import { useQuery } from "@tanstack/react-query";
import { type CycleReportFilters, cycleReportQuery } from "./reports-api";

/** One cycle of the chosen certification; nothing is read until one is chosen. */
export function useCycleReport(certificationId: number | null, filters: CycleReportFilters) {
  return useQuery({
    ...cycleReportQuery(certificationId ?? 0, filters),
    enabled: certificationId !== null,
  });
}
