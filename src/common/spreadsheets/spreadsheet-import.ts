import { z } from "zod";
import { fileAnswer } from "../http-answers";
import { countOf } from "../plural";
import { certificationFields, creditFields, type SpreadsheetField } from "./spreadsheet-columns";
import { dateOrders } from "./spreadsheet-values";

/** A file to import: at most 5 MB of UTF-8 and 10,000 rows below its header. */
export const importLimits = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/** Rows shown as they would be imported, on the page and in a dry run's answer. */
export const previewRows = 5;

/** Row problems a dry run lists; beyond, it says how many more there are. */
export const listedProblems = 1000;

export const importMessages = {
  tooLarge: "The file must be 5 MB or smaller",
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} below its header; at most 10,000 can be imported at once`,
  empty: "The file is empty",
  noHeader: "The first line of the file must name its columns",
  duplicateHeader: (header: string) => `The file has two columns named "${header}"`,
  notUtf8:
    'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)"; in other programs, choose CSV with UTF-8',
  workbook:
    'This is a spreadsheet workbook, not a CSV file. Save it as "CSV UTF-8 (Comma delimited)" first',
  notCsv: (reason: string, line: number) => `The file is not valid CSV: ${reason} (line ${line})`,
  unknownColumn: (header: string) => `The file has no column named "${header}"`,
  unmapped: (field: string) => `Choose the column for ${field}`,
  noRows: "The file has no rows to import below its header",
  rowsHaveProblems: (rows: number) =>
    `${countOf(rows, "row has", "rows have")} problems; nothing was imported`,
  unknownCertification: (name: string) =>
    `"${name}" is not one of your certifications; import or add it first`,
  overLimit: (over: number, limit: number) =>
    `The free plan holds up to ${countOf(limit, "certification", "certifications")}; this file would add ${over} more than that. Upgrade to premium to import them all.`,
  ambiguousCertification: (name: string) =>
    `More than one of your certifications is named "${name}"; rename one of them first`,
} as const;

/**
 * What an import does with a row already in CertMinder (a certification with its license
 * number, else its name and issuing body; a credit with its title, date and amount toward one
 * of its certifications): leave the record as it is, or write the row's columns over it.
 * Never a second record.
 */
export const existingChoices = ["skip", "update"] as const;
export type ExistingChoice = (typeof existingChoices)[number];

const header = z.string().max(500);

function mappingSchema(fields: readonly SpreadsheetField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.key, header.nullish()])));
}

/**
 * POST /api/spreadsheets/<kind>/dry-run and /import: the file's text (the browser reads it as
 * UTF-8, without its byte order mark), which column each field is read from (absent: guessed
 * from the headers), the order of day and month in dates like 03/04/2026, and what to do with
 * rows already in CertMinder (skip them unless told to update them).
 */
function importRequestSchema(fields: readonly SpreadsheetField[]) {
  return z.object({
    text: z.string().max(importLimits.maxBytes, importMessages.tooLarge),
    mapping: mappingSchema(fields).optional(),
    dateOrder: z.enum(dateOrders).default("month-first"),
    existing: z.enum(existingChoices).default("skip"),
  });
}

export const certificationImportSchema = importRequestSchema(certificationFields);
export const creditImportSchema = importRequestSchema(creditFields);
export type ImportRequest = z.output<typeof certificationImportSchema>;

export const rowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is 1, the first row below it 2. */
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/** What a dry run found: nothing is created by it. */
export const dryRunSchema = z.object({
  /** Rows below the header, empty ones not counted. */
  rows: z.number().int(),
  /** Rows without a problem, which the import would create if no row had one. */
  valid: z.number().int(),
  /** Of those, how many are already in CertMinder: an import skips or updates them. */
  existing: z.number().int(),
  /** Their lines, in the order of the file, at most `listedProblems` of them. */
  existingLines: z.array(z.number().int()),
  /** Of the new ones, how many are beyond the free plan's certification limit (0 when within it). */
  overLimit: z.number().int(),
  /** The free plan's limit, or null for premium and for credits. */
  limit: z.number().int().nullable(),
  /** Each field and the column it was read from (as given, else guessed). */
  mapping: z.record(z.string(), z.string().nullable()),
  /** The first rows as they would be created, field by field. */
  preview: z.array(z.object({ line: z.number().int(), values: z.record(z.string(), z.string()) })),
  /** Every problem, in the order of the file, at most `listedProblems` of them. */
  errors: z.array(rowErrorSchema),
  /** How many problems there are in all, listed or not. */
  errorCount: z.number().int(),
});
export type DryRun = z.infer<typeof dryRunSchema>;

/** 400 of an import whose rows have problems: nothing was created. */
export const importRefusalSchema = z.object({
  message: z.string(),
  errors: z.array(rowErrorSchema),
  errorCount: z.number().int(),
});

/**
 * The import answers a stream of JSON lines: progress while rows are written, then either how
 * many records were created, updated and skipped as already there (committed), or the message
 * of the failure (nothing kept).
 */
export const importProgressSchema = z.union([
  z.object({ done: z.number().int(), total: z.number().int() }),
  z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }),
  z.object({ failed: z.string() }),
]);
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** An import's answer: one JSON line of importProgressSchema per step, as rows are written. */
export const importProgressStream = fileAnswer(
  "The import's progress, one JSON line each: {done, total} as rows are written, then {created, updated, skipped} once committed or {failed}",
  ["application/x-ndjson"],
);

/** A spreadsheet export of the user's records. */
export const spreadsheetFile = fileAnswer("The records, one a row, with a header row", [
  "text/csv",
]);
