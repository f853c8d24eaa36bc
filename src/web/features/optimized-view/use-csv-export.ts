import type { OptimizedViewFilters } from "@common/optimized-view";
import { downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { useEffect, useRef, useState } from "react";
import { optimizedViewCsvUrl } from "./optimized-view-api";

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * "Export CSV": one export at a time of the rows the filters match, saved under the name the
 * server gives; leaving the page cancels one still arriving. A refusal shows as a toast.
 */
export function useCsvExport() {
  const [running, setRunning] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function start(filters: OptimizedViewFilters) {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setSaved(null);
    setRunning(true);
    try {
      const file = await downloadFile(optimizedViewCsvUrl(filters), { signal: abort.signal });
      setSaved(file.fileName);
    } catch (error) {
      if (!isAbort(error)) showFailure("Could not export the certifications", error);
    } finally {
      controller.current = null;
      setRunning(false);
    }
  }

  return { running, saved, start };
}
