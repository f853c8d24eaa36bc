import {
  type ColumnMapping,
  guessMapping,
  type SpreadsheetKind,
  spreadsheetFields,
} from "@common/spreadsheets/spreadsheet-columns";
import type { DryRun, ExistingChoice } from "@common/spreadsheets/spreadsheet-import";
import { type DateOrder, guessDateOrder } from "@common/spreadsheets/spreadsheet-values";
import { useQueryClient } from "@tanstack/react-query";
import type { Importing } from "@web/components/imports/import-status";
import { importRefusal } from "@web/lib/import-refusal";
import { certificationDataKeys } from "@web/lib/query-keys";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { dryRunImport, type ImportBody, runImport } from "./spreadsheet-api";
import { type PickedSpreadsheet, readPickedFile } from "./spreadsheet-file";

const dateFields = new Set([
  "receivedDate",
  "expirationDate",
  "reportingPeriodStart",
  "reportingPeriodEnd",
  "completionDate",
]);

/** The date order the file's first rows show, from the columns mapped to dates. */
function dateOrderOf(sheet: PickedSpreadsheet, mapping: ColumnMapping): DateOrder {
  const columns = Object.entries(mapping)
    .filter(([key, header]) => dateFields.has(key) && header)
    .map(([, header]) => sheet.headers.indexOf(header ?? ""));
  return guessDateOrder(
    sheet.firstRows.flatMap((row) => columns.map((column) => row.cells[column] ?? "")),
  );
}

export type Checked =
  | { state: "checking" }
  | { state: "checked"; result: DryRun }
  | { state: "refused"; message: string };

/**
 * The import's steps: a file picked and read, its columns mapped (guessed first), checked by a
 * dry run on the server, then imported with its progress, rows already in CertMinder skipped
 * or updated as chosen. Changing the file, what it holds, the mapping or the date order asks
 * for a new check.
 */
export function useSpreadsheetImport() {
  const queryClient = useQueryClient();
  const [kind, setKindState] = useState<SpreadsheetKind>("certifications");
  const [sheet, setSheet] = useState<PickedSpreadsheet | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMappingState] = useState<ColumnMapping>({});
  const [dateOrder, setDateOrderState] = useState<DateOrder>("month-first");
  const [existing, setExisting] = useState<ExistingChoice>("skip");
  const [checked, setChecked] = useState<Checked | null>(null);
  const [importing, setImporting] = useState<Importing | null>(null);

  function startOver(next: PickedSpreadsheet | null, nextKind: SpreadsheetKind) {
    const guessed = next ? guessMapping(nextKind, next.headers) : {};
    setSheet(next);
    setMappingState(guessed);
    setDateOrderState(next ? dateOrderOf(next, guessed) : "month-first");
    setExisting("skip");
    setChecked(null);
    setImporting(null);
  }

  async function pickFile(file: File | undefined) {
    setFileProblem(null);
    if (!file) return startOver(null, kind);
    const read = await readPickedFile(file);
    if (!read.ok) {
      setFileProblem(read.message);
      return startOver(null, kind);
    }
    startOver(read.sheet, kind);
  }

  const body = (): ImportBody | null =>
    sheet ? { text: sheet.text, mapping, dateOrder, existing } : null;

  const missing = spreadsheetFields[kind].filter((field) => field.required && !mapping[field.key]);

  async function check() {
    const request = body();
    if (!request) return;
    setImporting(null);
    setChecked({ state: "checking" });
    try {
      setChecked({ state: "checked", result: await dryRunImport(kind, request) });
    } catch (error) {
      setChecked({ state: "refused", message: serverMessage(error, "Could not check the file") });
    }
  }

  async function startImport() {
    const request = body();
    if (!request) return;
    setImporting({ state: "running", done: 0, total: 0 });
    try {
      const last = await runImport(kind, request, (line) => {
        if ("done" in line) setImporting({ state: "running", ...line });
      });
      if ("created" in last) {
        // The check no longer holds (the rows exist now): importing again needs a new one.
        setChecked(null);
        setImporting({ state: "created", ...last });
      } else if ("failed" in last)
        setImporting({ state: "failed", message: last.failed, errors: [] });
    } catch (error) {
      setImporting({
        state: "failed",
        message: serverMessage(error, "Could not import the file; nothing was imported"),
        errors: importRefusal(error)?.errors ?? [],
      });
    } finally {
      await Promise.all(
        Object.values(certificationDataKeys).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  }

  return {
    kind,
    setKind: (next: SpreadsheetKind) => {
      setKindState(next);
      startOver(sheet, next);
    },
    sheet,
    pickFile,
    fileProblem,
    mapping,
    setColumn: (key: string, header: string | null) => {
      setMappingState((current) => ({ ...current, [key]: header }));
      setChecked(null);
      setImporting(null);
    },
    dateOrder,
    setDateOrder: (order: DateOrder) => {
      setDateOrderState(order);
      setChecked(null);
      setImporting(null);
    },
    missing,
    existing,
    setExisting: (choice: ExistingChoice) => {
      setExisting(choice);
      setImporting(null);
    },
    checked,
    check,
    importing,
    startImport,
  };
}
