import type { ImportProgress } from "@common/spreadsheets/spreadsheet-import";
import { importProgressSchema } from "@common/spreadsheets/spreadsheet-import";
import { apiRequest } from "@web/lib/api-client";
import { importRefusal } from "@web/lib/import-refusal";
import { readJsonLines } from "@web/lib/read-json-lines";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import type { Importing } from "./import-status";

/** Where the check of a picked file stands: under way, answered, or refused with why. */
export type Checked<Result> =
  | { state: "checking" }
  | { state: "checked"; result: Result }
  | { state: "refused"; message: string };

/**
 * Posts an import to `url`, calling `onLine` with each progress line the server streams, and
 * answers the last one: `{created, updated, skipped}` when committed, `{failed}` when nothing
 * was kept.
 */
export async function streamImport(
  url: string,
  body: unknown,
  onLine: (line: ImportProgress) => void,
): Promise<ImportProgress> {
  const response = await apiRequest("POST", url, body);
  const last = await readJsonLines(response, importProgressSchema, onLine);
  return last ?? { failed: "The import answered nothing; nothing was imported" };
}

/**
 * The check-then-import steps every import shares (the spreadsheets, the catalogue): a check
 * on the server that writes nothing, then the import with its progress, what it did or why
 * nothing was imported. A finished import drops the check (the rows exist now: importing again
 * needs a new one); `afterImport` then refreshes what the import changed, whatever its end.
 */
export function useCheckThenImport<Result>({ afterImport }: { afterImport: () => unknown }) {
  const [checked, setChecked] = useState<Checked<Result> | null>(null);
  const [importing, setImporting] = useState<Importing | null>(null);

  async function check(ask: () => Promise<Result>) {
    setImporting(null);
    setChecked({ state: "checking" });
    try {
      setChecked({ state: "checked", result: await ask() });
    } catch (error) {
      setChecked({ state: "refused", message: serverMessage(error, "Could not check the file") });
    }
  }

  async function startImport(
    run: (onLine: (line: ImportProgress) => void) => Promise<ImportProgress>,
  ) {
    setImporting({ state: "running", done: 0, total: 0 });
    try {
      const last = await run((line) => {
        if ("done" in line) setImporting({ state: "running", ...line });
      });
      if ("created" in last) {
        setChecked(null);
        setImporting({ state: "created", ...last });
      } else if ("failed" in last) {
        setImporting({ state: "failed", message: last.failed, errors: [] });
      }
    } catch (error) {
      setImporting({
        state: "failed",
        message: serverMessage(error, "Could not import the file; nothing was imported"),
        errors: importRefusal(error)?.errors ?? [],
      });
    } finally {
      await afterImport();
    }
  }

  return {
    checked,
    check,
    importing,
    startImport,
    /** Forgets the check and the import: what they were for has changed. */
    forgetCheck: () => {
      setChecked(null);
      setImporting(null);
    },
    /** Forgets the import's outcome only: the check still holds. */
    forgetImport: () => setImporting(null),
  };
}
