import type { ColumnMapping, SpreadsheetKind } from "@common/spreadsheets/spreadsheet-columns";
import {
  dryRunSchema,
  type ExistingChoice,
  type ImportProgress,
  importProgressSchema,
} from "@common/spreadsheets/spreadsheet-import";
import type { DateOrder } from "@common/spreadsheets/spreadsheet-values";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { readJsonLines } from "@web/lib/read-json-lines";

export const spreadsheetExportUrl = (kind: SpreadsheetKind) => `/api/spreadsheets/${kind}.csv`;

export type ImportBody = {
  text: string;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
  existing: ExistingChoice;
};

/** What the server finds in the file, creating nothing. */
export const dryRunImport = (kind: SpreadsheetKind, body: ImportBody) =>
  apiSend("POST", `/api/spreadsheets/${kind}/dry-run`, dryRunSchema, body);

/**
 * Imports the file, calling `onLine` with each progress line the server streams, and answers
 * the last one: `{created, updated, skipped}` when committed, `{failed}` when nothing was kept.
 */
export async function runImport(
  kind: SpreadsheetKind,
  body: ImportBody,
  onLine: (line: ImportProgress) => void,
): Promise<ImportProgress> {
  const response = await apiRequest("POST", `/api/spreadsheets/${kind}/import`, body);
  const last = await readJsonLines(response, importProgressSchema, onLine);
  return last ?? { failed: "The import answered nothing; nothing was imported" };
}
