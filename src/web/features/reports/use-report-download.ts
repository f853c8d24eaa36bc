import { type DownloadProgress, downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { useEffect, useRef, useState } from "react";
import { type ReportDownload, reportDownloadUrl } from "./reports-api";

export const downloadTexts: Record<
  ReportDownload,
  { action: string; preparing: string; failure: string }
> = {
  transcript: {
    action: "Download transcript",
    preparing: "Preparing the transcript…",
    failure: "Could not download the transcript",
  },
  csv: {
    action: "Export CSV",
    preparing: "Preparing the CSV export…",
    failure: "Could not export the credits",
  },
  packet: {
    action: "Download audit packet",
    preparing: "Preparing the audit packet…",
    failure: "Could not download the audit packet",
  },
};

type Running = { download: ReportDownload; progress: DownloadProgress };
type Saved = { download: ReportDownload; fileName: string; size: number };

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * One download of a cycle at a time: how far it has come while the server prepares and sends
 * it, what was saved last, and a way to cancel. A refusal shows as a failure toast.
 */
export function useReportDownload(certificationId: number, cycle: number) {
  const [running, setRunning] = useState<Running | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops a download still running (the page keys its downloads by
  // certification and cycle, so choosing another one leaves too).
  useEffect(() => () => controller.current?.abort(), []);

  async function start(download: ReportDownload) {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setSaved(null);
    setRunning({ download, progress: { received: 0, total: null } });
    try {
      const file = await downloadFile(reportDownloadUrl(certificationId, cycle, download), {
        signal: abort.signal,
        onProgress: (progress) => setRunning({ download, progress }),
      });
      setSaved({ download, ...file });
    } catch (error) {
      if (!isAbort(error)) showFailure(downloadTexts[download].failure, error);
    } finally {
      controller.current = null;
      setRunning(null);
    }
  }

  return { running, saved, start, cancel: () => controller.current?.abort() };
}
