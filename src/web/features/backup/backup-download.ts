import { type DownloadProgress, downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { useEffect, useRef, useState } from "react";
import { backupDownloadUrl } from "./backup-api";

type Saved = { fileName: string; size: number };

/**
 * The backup download: how far it has come, what was saved, and a way to cancel (leaving the
 * page cancels too). A refusal shows as a failure toast.
 */
export function useBackupDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setSaved(null);
    setProgress({ received: 0, total: null });
    try {
      setSaved(
        await downloadFile(backupDownloadUrl, { signal: abort.signal, onProgress: setProgress }),
      );
    } catch (error) {
      if (!(error instanceof Error && error.name === "AbortError")) {
        showFailure("Could not download the backup", error);
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  return { progress, saved, start, cancel: () => controller.current?.abort() };
}
