import {
  importMessages,
  listedProblems,
  type RowError,
} from "@common/spreadsheets/spreadsheet-import";
import type { RowReading } from "@common/spreadsheets/spreadsheet-rows";
import { HttpError } from "./http-error";

/**
 * The check-then-import flow every import of a file shares (a user's spreadsheets, the
 * opportunity catalogue): each row read on its own, every problem kept with its line, nothing
 * written while any row has one, then the rows written in batches with their progress.
 */

/** The rows of a file that would be written, and every problem of the others. */
export type RowsPlan<Input> = {
  rows: number;
  valid: { line: number; input: Input }[];
  errors: RowError[];
};

/** Reads every row of a file (`line`: as the file numbers it) into a plan. */
export function planRows<Row extends { line: number }, Input>(
  rows: readonly Row[],
  read: (row: Row) => RowReading<Input>,
): RowsPlan<Input> {
  const plan: RowsPlan<Input> = { rows: rows.length, valid: [], errors: [] };
  for (const row of rows) {
    const reading = read(row);
    if (reading.ok) plan.valid.push({ line: row.line, input: reading.input });
    else plan.errors.push(...reading.problems.map((problem) => ({ line: row.line, ...problem })));
  }
  return plan;
}

/** Refuses an import with a problem in any row: the caller fixes the file and sends it again. */
export function refuseProblems(plan: { errors: RowError[] }): void {
  if (plan.errors.length === 0) return;
  const rows = new Set(plan.errors.map((error) => error.line)).size;
  throw new HttpError(400, importMessages.rowsHaveProblems(rows), {
    errors: plan.errors.slice(0, listedProblems),
    errorCount: plan.errors.length,
  });
}

/**
 * Rows written per statement: 500 rows of 14 columns stay far below PostgreSQL's 65,535
 * parameters, and a 5,000-row file reports its progress ten times.
 */
export const importBatch = 500;

export function batchesOf<Row>(rows: readonly Row[]): Row[][] {
  const batches: Row[][] = [];
  for (let start = 0; start < rows.length; start += importBatch) {
    batches.push(rows.slice(start, start + importBatch));
  }
  return batches;
}

export type OnProgress = (done: number, total: number) => void | Promise<void>;

/** What an import did: records created, records already there updated or left as they were. */
export type ImportOutcome = { created: number; updated: number; skipped: number };
