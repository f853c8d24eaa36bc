import type { AuthLogFilters } from "@common/auth-logs";
import { downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { useEffect, useRef, useState } from "react";
import { authLogCsvUrl } from "./auth-logs-api";

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * "Export CSV": one export at a time, how much has arrived while the server streams it, and
 * the saved file's name. A refusal shows as a failure toast; leaving the page cancels it.
 */
export function useAuthLogExport() {
  const [received, setReceived] = useState<number | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(filters: AuthLogFilters) {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setSavedName(null);
    setReceived(0);
    try {
      const file = await downloadFile(authLogCsvUrl(filters), {
        signal: abort.signal,
        onProgress: (progress) => setReceived(progress.received),
      });
      setSavedName(file.fileName);
    } catch (error) {
      if (!isAbort(error)) showFailure("Could not export the auth log", error);
    } finally {
      controller.current = null;
      setReceived(null);
    }
  }

  return { running: received !== null, received, savedName, start };
}
