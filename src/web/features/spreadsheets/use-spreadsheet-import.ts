import {
  type ColumnMapping,
  guessMapping,
  type SpreadsheetKind,
  spreadsheetFields,
} from "@common/spreadsheets/spreadsheet-columns";
import type { DryRun, ExistingChoice } from "@common/spreadsheets/spreadsheet-import";
import { type DateOrder, guessDateOrder } from "@common/spreadsheets/spreadsheet-values";
import { useQueryClient } from "@tanstack/react-query";
import { useCheckThenImport } from "@web/components/imports/use-check-then-import";
import { certificationDataKeys } from "@web/lib/query-keys";
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
  const steps = useCheckThenImport<DryRun>({
    afterImport: () =>
      Promise.all(
        Object.values(certificationDataKeys).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  function startOver(next: PickedSpreadsheet | null, nextKind: SpreadsheetKind) {
    const guessed = next ? guessMapping(nextKind, next.headers) : {};
    setSheet(next);
    setMappingState(guessed);
    setDateOrderState(next ? dateOrderOf(next, guessed) : "month-first");
    setExisting("skip");
    steps.forgetCheck();
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
      steps.forgetCheck();
    },
    dateOrder,
    setDateOrder: (order: DateOrder) => {
      setDateOrderState(order);
      steps.forgetCheck();
    },
    missing,
    existing,
    setExisting: (choice: ExistingChoice) => {
      setExisting(choice);
      steps.forgetImport();
    },
    checked: steps.checked,
    check: async () => {
      const request = body();
      if (request) await steps.check(() => dryRunImport(kind, request));
    },
    importing: steps.importing,
    startImport: async () => {
      const request = body();
      if (request) await steps.startImport((onLine) => runImport(kind, request, onLine));
    },
  };
}
