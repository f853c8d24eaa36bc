import type { ColumnMapping, SpreadsheetKind } from "@common/spreadsheets/spreadsheet-columns";
import {
  dryRunSchema,
  type ExistingChoice,
  type ImportProgress,
} from "@common/spreadsheets/spreadsheet-import";
import type { DateOrder } from "@common/spreadsheets/spreadsheet-values";
import { streamImport } from "@web/components/imports/use-check-then-import";
import { apiSend } from "@web/lib/api-client";

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

/** Imports the file with its progress (streamImport). */
export const runImport = (
  kind: SpreadsheetKind,
  body: ImportBody,
  onLine: (line: ImportProgress) => void,
) => streamImport(`/api/spreadsheets/${kind}/import`, body, onLine);
