import { importLimits, importMessages } from "@common/spreadsheets/spreadsheet-import";
import { CsvError, parse } from "csv-parse/sync";
import { HttpError } from "./http-error";

/** A data row of a file: its line as a spreadsheet numbers it, and its cells by header. */
export type SpreadsheetRow = { line: number; cell: (header: string) => string };

export type Spreadsheet = { headers: string[]; rows: SpreadsheetRow[] };

const isEmpty = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * The file's header and rows. Rows are numbered as a spreadsheet shows them: the header is
 * line 1, every record below it one more, an empty one included (a spreadsheet shows it as an
 * empty row), however many lines a quoted cell spans. Empty rows are skipped. A file that is no
 * CSV, has no header, repeats a header or has too many rows answers 400 with why.
 */
export function readSpreadsheet(text: string): Spreadsheet {
  if (Buffer.byteLength(text, "utf8") > importLimits.maxBytes) {
    throw new HttpError(413, importMessages.tooLarge);
  }
  if (text.includes("\uFFFD")) throw new HttpError(400, importMessages.notUtf8);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: ["\r\n", "\n", "\r"],
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
      throw new HttpError(400, importMessages.notCsv(error.message.split(":")[0] ?? "", line));
    }
    throw error;
  }
  const [first, ...below] = records;
  if (!first || records.every(isEmpty)) throw new HttpError(400, importMessages.empty);
  if (isEmpty(first)) throw new HttpError(400, importMessages.noHeader);
  const headers = first.map((header) => header.trim());
  const seen = new Set<string>();
  for (const header of headers) {
    const key = header.toLowerCase();
    if (key !== "" && seen.has(key))
      throw new HttpError(400, importMessages.duplicateHeader(header));
    seen.add(key);
  }
  const index = new Map(headers.map((header, column) => [header, column]));
  const rows: SpreadsheetRow[] = [];
  below.forEach((record, position) => {
    if (isEmpty(record)) return;
    rows.push({
      line: position + 2,
      cell: (header) => {
        const column = index.get(header);
        return column === undefined ? "" : (record[column] ?? "");
      },
    });
  });
  if (rows.length > importLimits.maxRows) {
    throw new HttpError(400, importMessages.tooManyRows(rows.length));
  }
  if (rows.length === 0) throw new HttpError(400, importMessages.noRows);
  return { headers, rows };
}
