import { fileSizeText } from "@common/file-size";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Download, FileArchive, FileSpreadsheet, FileText, LoaderCircle } from "lucide-react";
import { cycleLabel } from "./report-texts";
import type { ReportDownload } from "./reports-api";
import { downloadTexts, useReportDownload } from "./use-report-download";

const icons = { transcript: FileText, csv: FileSpreadsheet, packet: FileArchive } as const;
const order: ReportDownload[] = ["transcript", "csv", "packet"];

function progressText(received: number, total: number | null): string {
  if (total === null || total <= 0) return fileSizeText(received);
  return `${fileSizeText(received)} of ${fileSizeText(total)}`;
}

/**
 * The transcript PDF, the CSV of the credits and the audit packet ZIP of the whole cycle (the
 * date range does not narrow them: a board asks for the whole reporting period). The packet
 * can take seconds to prepare: a line says how much has arrived, and it can be cancelled.
 */
export function ReportDownloadsCard({
  certificationId,
  cycle,
  current,
}: {
  certificationId: number;
  cycle: number;
  current: boolean;
}) {
  const { running, saved, start, cancel } = useReportDownload(certificationId, cycle);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Downloads</CardTitle>
        <CardDescription>
          For the whole of {cycleLabel(cycle, current).toLowerCase()}, whatever dates are chosen
          above: what a licensing board asks for.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {order.map((download) => {
            const Icon = icons[download];
            return (
              <Button
                key={download}
                variant={download === "packet" ? "default" : "outline"}
                disabled={running !== null}
                onClick={() => void start(download)}
              >
                <Icon aria-hidden="true" />
                {downloadTexts[download].action}
              </Button>
            );
          })}
        </div>
        <div role="status" className="flex min-h-10 flex-wrap items-center gap-3 text-sm">
          {running && (
            <>
              <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
              <span>
                {downloadTexts[running.download].preparing}{" "}
                {progressText(running.progress.received, running.progress.total)}
              </span>
              <Button variant="ghost" size="sm" onClick={cancel}>
                Cancel
              </Button>
            </>
          )}
          {!running && saved && (
            <>
              <Download className="size-4 text-primary" aria-hidden="true" />
              <span className="break-all">
                Saved {saved.fileName} ({fileSizeText(saved.size)})
              </span>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
