import { cycleReportSchema, reportOverviewSchema } from "@common/reports";
import { keepPreviousData } from "@tanstack/react-query";
import { certificationDataKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";
import { appendParams } from "@web/lib/url-params";

/** What the page shows of one certification: a cycle (null = the current one) and a date range. */
export type CycleReportFilters = {
  cycle: number | null;
  from: string | null;
  to: string | null;
};

/** Reports are certification data: every certification or credit change refreshes them. */
export const reportKeys = {
  all: certificationDataKeys.reports,
  overview: () => [...reportKeys.all, "overview"] as const,
  cycle: (certificationId: number, filters: CycleReportFilters) =>
    [...reportKeys.all, "certification", certificationId, filters] as const,
};

export const reportOverviewQuery = () =>
  readQuery(reportKeys.overview(), "/api/reports/overview", reportOverviewSchema);

/** One cycle's report; the report shown stays on screen while another cycle or range loads. */
export function cycleReportQuery(certificationId: number, filters: CycleReportFilters) {
  const { cycle, from, to } = filters;
  return {
    ...readQuery(
      reportKeys.cycle(certificationId, filters),
      `/api/reports/certifications/${certificationId}`,
      cycleReportSchema,
      { cycle, from, to },
    ),
    placeholderData: keepPreviousData,
  };
}

/** The downloads of a whole cycle: what a board is handed. */
export const reportDownloads = {
  transcript: "transcript.pdf",
  csv: "credits.csv",
  packet: "packet.zip",
} as const;
export type ReportDownload = keyof typeof reportDownloads;

/** `/api/reports/certifications/3/transcript.pdf?cycle=2`: a download of the whole cycle. */
export function reportDownloadUrl(
  certificationId: number,
  cycle: number,
  download: ReportDownload,
): string {
  return appendParams(
    `/api/reports/certifications/${certificationId}/${reportDownloads[download]}`,
    [["cycle", String(cycle)]],
  );
}
