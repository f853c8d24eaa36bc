import { z } from "zod";
import { importLimits, importMessages, rowErrorSchema } from "./spreadsheets/spreadsheet-import";

/**
 * A provider's catalogue imported by administrators (POST /api/admin/opportunities/import),
 * with the spreadsheet import's flow: checked first, nothing written, then imported in one
 * transaction with its progress. An opportunity already in the catalogue, the same provider and
 * title (ignoring case and the spaces around them), is updated, never added twice.
 */

/** A catalogue is CSV (lists in a cell separated by ";") or JSON (a list of objects). */
export const catalogueFormats = ["csv", "json"] as const;
export type CatalogueFormat = (typeof catalogueFormats)[number];

/** The columns of a catalogue (CSV headers, JSON keys), read without regard to case. */
export const catalogueColumns = [
  "title",
  "provider",
  "description",
  "url",
  "credits",
  "creditsUnit",
  "category",
  "format",
  "cost",
  "startDate",
  "endDate",
  "professions",
  "jurisdictions",
] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number];

/** POST /api/admin/opportunities/import/check and /import: the file's text and its format. */
export const catalogueImportSchema = z.object({
  text: z.string().max(importLimits.maxBytes, importMessages.tooLarge),
  format: z.enum(catalogueFormats),
});
export type CatalogueImport = z.output<typeof catalogueImportSchema>;

/** What a check found, nothing written: the rows it would add, those it would update, the problems. */
export const catalogueCheckSchema = z.object({
  /** Entries of the file (rows below a CSV's header, empty ones not counted). */
  rows: z.number().int(),
  /** Rows without a problem that are new to the catalogue. */
  adding: z.number().int(),
  /** Rows without a problem already in the catalogue (same provider and title): updated. */
  updating: z.number().int(),
  /** Their lines, in the order of the file, at most `listedProblems` of them. */
  updatingLines: z.array(z.number().int()),
  /** Every problem, with its line, in the order of the file, at most `listedProblems`. */
  errors: z.array(rowErrorSchema),
  /** How many problems there are in all, listed or not. */
  errorCount: z.number().int(),
});
export type CatalogueCheck = z.infer<typeof catalogueCheckSchema>;

export const catalogueImportMessages = {
  notJson: (reason: string) => `The file is not valid JSON: ${reason}`,
  notList: 'A JSON catalogue is a list of opportunities: [{ "title": …, "provider": … }, …]',
  notObject: "Each entry must be an object of the catalogue's columns",
  noEntries: "The catalogue lists no opportunities",
  sameAs: (line: number) => `The same provider and title as line ${line}`,
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(", ")}`,
} as const;

/** The key an opportunity is matched by: its provider and title, ignoring case. */
export function catalogueKey(opportunity: { provider: string; title: string }): string {
  const key = (text: string) => text.trim().toLocaleLowerCase("en-US");
  return `${key(opportunity.provider)}\n${key(opportunity.title)}`;
}
