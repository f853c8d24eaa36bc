import { importLimits, importMessages, previewRows } from "@common/spreadsheets/spreadsheet-import";
import { parse } from "csv-parse/browser/esm/sync";

/** A picked file read for the import: its text, headers and first rows (with their lines). */
export type PickedSpreadsheet = {
  name: string;
  text: string;
  headers: string[];
  /** The first rows below the header, empty ones skipped, numbered as a spreadsheet does. */
  firstRows: { line: number; cells: string[] }[];
};

// ZIP (xlsx, ods) and the old binary Excel format.
const workbookStarts = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

const isEmpty = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * The file's text as UTF-8 (a byte order mark taken off) with its header and first rows, or
 * the reason it cannot be imported: too large, a workbook, not UTF-8, not CSV, no header.
 */
export async function readPickedFile(
  file: File,
): Promise<{ ok: true; sheet: PickedSpreadsheet } | { ok: false; message: string }> {
  if (file.size > importLimits.maxBytes) return { ok: false, message: importMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (workbookStarts.some((start) => start.every((byte, index) => bytes[index] === byte))) {
    return { ok: false, message: importMessages.workbook };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: importMessages.notUtf8 };
  }
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: ["\r\n", "\n", "\r"],
      to: 200,
    });
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines ?? 1);
    const reason = error instanceof Error ? (error.message.split(":")[0] ?? "") : "";
    return { ok: false, message: importMessages.notCsv(reason, line) };
  }
  const [first, ...below] = records;
  if (!first || records.every(isEmpty)) return { ok: false, message: importMessages.empty };
  if (isEmpty(first)) return { ok: false, message: importMessages.noHeader };
  const headers = first.map((header) => header.trim());
  const firstRows = below
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter((row) => !isEmpty(row.cells))
    .slice(0, previewRows);
  return { ok: true, sheet: { name: file.name, text, headers, firstRows } };
}
