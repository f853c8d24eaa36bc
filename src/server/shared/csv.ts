/**
 * CSV as RFC 4180 writes it and spreadsheet programs open it safely: records end in CRLF, a
 * cell holding a comma, a double quote, CR or LF is quoted (its quotes doubled), and a text cell
 * a spreadsheet would run as a formula is neutralised with a leading single quote.
 */

/** Put first in a CSV answer or file: without it, Excel reads UTF-8 as the local code page. */
export const csvByteOrderMark = "\uFEFF";

export type CsvCell = string | number | null | undefined;

// What spreadsheet programs take as the start of a formula (or a DDE call): = + - @, and tab
// and CR, which some of them skip before looking. The full-width forms are included because
// some programs convert them to the ASCII ones on input.
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const needsQuotes = /[",\r\n]/;

/**
 * One cell: text that could run as a formula gets a leading `'` (the cell reads as text and
 * shows what was typed), and anything holding a separator is quoted. Numbers are written as
 * they are (a number never runs); null and undefined are an empty cell.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included, ready to write to a stream. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole document (header first), without the byte order mark: the caller adds it. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvRow).join("");
}
