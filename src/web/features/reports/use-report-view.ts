import { useSearchParams } from "wouter";
import { type ReportView, reportViewOf, searchOfReportView } from "./report-view";

/** The view of /reports read from, and written to, the address. */
export function useReportView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = reportViewOf(searchParams);
  const setView = (next: ReportView) => setSearchParams(searchOfReportView(next));
  return { view, setView };
}
