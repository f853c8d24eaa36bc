import type { ReportOverviewRow } from "@common/reports";
import { ErrorDisplay } from "@web/components/error-display";
import { PageHeader } from "@web/components/ui/page-header";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { ApiError } from "@web/lib/api-error";
import { CycleReportSection } from "./cycle-report-section";
import { ReportFilters, reportFiltersId } from "./report-filters";
import { type ReportView, rangeProblem } from "./report-view";
import { NoCertificationsToReport, ReportNotFound } from "./reports-empty-states";
import { ReportsOverviewCard } from "./reports-overview-card";
import { useCycleReport } from "./use-cycle-report";
import { useReportOverview } from "./use-report-overview";
import { useReportView } from "./use-report-view";

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The chosen certification's report, with its filters. */
function ChosenReport({
  rows,
  view,
  setView,
}: {
  rows: ReportOverviewRow[];
  view: ReportView;
  setView: (view: ReportView) => void;
}) {
  const known = rows.some((row) => row.certification.id === view.certification);
  const certificationId = known ? view.certification : (rows[0]?.certification.id ?? null);
  const missing = view.certification !== null && !known;
  const problem = rangeProblem(view);
  const filters = {
    cycle: view.cycle,
    from: problem ? null : view.from,
    to: problem ? null : view.to,
  };
  const report = useCycleReport(missing ? null : certificationId, filters);
  const shown = report.data?.certification.id === certificationId ? report.data : undefined;

  if (certificationId === null) return null;
  if (missing) {
    return (
      <ReportNotFound
        what="certification"
        onReset={() => setView({ certification: null, cycle: null, from: null, to: null })}
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-6">
      <ReportFilters
        rows={rows}
        view={view}
        certificationId={certificationId}
        cycles={shown?.cycles ?? null}
        onChange={setView}
      />
      {report.isError && isNotFound(report.error) ? (
        <ReportNotFound what="cycle" onReset={() => setView({ ...view, cycle: null })} />
      ) : report.isError && !shown ? (
        <ErrorDisplay error={report.error} onRetry={() => void report.refetch()} />
      ) : !shown ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : (
        <div aria-busy={report.isPlaceholderData} className="min-w-0">
          <CycleReportSection report={shown} />
        </div>
      )}
    </div>
  );
}

/**
 * Premium: audit-ready reports. Where every certification stands, then one certification's
 * cycle in full (filtered by cycle and dates, kept in the address) with its chart, its credits
 * and the transcript, CSV and audit packet a licensing board asks for.
 */
export function ReportsPage() {
  useDocumentTitle("Reports");
  const overview = useReportOverview();
  const { view, setView } = useReportView();
  const rows = overview.data;
  const chosenId =
    rows?.find((row) => row.certification.id === view.certification)?.certification.id ??
    (view.certification === null ? (rows?.[0]?.certification.id ?? null) : null);

  return (
    <div className="grid w-full max-w-6xl min-w-0 gap-6">
      <PageHeader
        title="Reports"
        description="Audit-ready reports for regulators and licensing boards."
      />
      {overview.isPending && <PageSpinner />}
      {overview.isError && !rows && (
        <ErrorDisplay error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      {rows && rows.length === 0 && <NoCertificationsToReport />}
      {rows && rows.length > 0 && (
        <>
          <ReportsOverviewCard
            rows={rows}
            chosenId={chosenId}
            onChoose={(certification) => {
              setView({ certification, cycle: null, from: null, to: null });
              document.getElementById(reportFiltersId)?.scrollIntoView({ block: "start" });
            }}
          />
          <ChosenReport rows={rows} view={view} setView={setView} />
        </>
      )}
    </div>
  );
}
