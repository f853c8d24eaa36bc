import { type OpportunityInput, opportunityInputSchema } from "@common/opportunities";
import {
  type CatalogueColumn,
  type CatalogueImport,
  catalogueColumns,
  catalogueImportMessages,
  catalogueKey,
} from "@common/opportunity-import";
import { importLimits, importMessages } from "@common/spreadsheets/spreadsheet-import";
import type { RowReading } from "@common/spreadsheets/spreadsheet-rows";
import { HttpError } from "../../shared/http-error";
import { planRows, type RowsPlan } from "../../shared/import-rows";
import { readSpreadsheet } from "../../shared/read-spreadsheet";

/** An entry of a catalogue: its line in the file, and its values by column. */
type CatalogueEntry = { line: number; values: unknown };

/** A column's name as a header or key may spell it: "Credits Unit", "credits_unit". */
const spelling = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");
const columnBySpelling = new Map(catalogueColumns.map((column) => [spelling(column), column]));

/** The rows of a CSV catalogue, numbered as a spreadsheet numbers them; unknown columns ignored. */
function csvEntries(text: string): CatalogueEntry[] {
  const sheet = readSpreadsheet(text);
  const known = sheet.headers.flatMap((header) => {
    const column = columnBySpelling.get(spelling(header));
    return column ? [[column, header] as const] : [];
  });
  return sheet.rows.map((row) => ({
    line: row.line,
    // An empty cell is a value not given, as an absent JSON key is.
    values: Object.fromEntries(
      known.flatMap(([column, header]) => {
        const cell = row.cell(header).trim();
        return cell === "" ? [] : [[column, cell]];
      }),
    ),
  }));
}

/**
 * The line each entry of a JSON list starts on, for a text JSON.parse has accepted: the
 * first character of each value directly inside the outermost brackets.
 */
function entryLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingEntry = false;
  for (const char of text) {
    if (char === "\n") line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectingEntry && !/[\s,\]]/.test(char)) {
      lines.push(line);
      expectingEntry = false;
    }
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth += 1;
      if (depth === 1) expectingEntry = true;
    } else if (char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 1) expectingEntry = true;
  }
  return lines;
}

/** The entries of a JSON catalogue, each numbered by the line it starts on. */
function jsonEntries(text: string): CatalogueEntry[] {
  const body = text.replace(/^\uFEFF/, "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "";
    throw new HttpError(400, catalogueImportMessages.notJson(reason));
  }
  if (!Array.isArray(parsed)) throw new HttpError(400, catalogueImportMessages.notList);
  if (parsed.length === 0) throw new HttpError(400, catalogueImportMessages.noEntries);
  if (parsed.length > importLimits.maxRows) {
    throw new HttpError(400, importMessages.tooManyRows(parsed.length));
  }
  const lines = entryLines(body);
  return parsed.map((values: unknown, index) => ({ line: lines[index] ?? index + 1, values }));
}

/** The values of an entry by catalogue column, its keys read without regard to case. */
function columnsOf(values: Record<string, unknown>): Partial<Record<CatalogueColumn, unknown>> {
  const read: Partial<Record<CatalogueColumn, unknown>> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columnBySpelling.get(spelling(key));
    if (column && value !== null && value !== undefined) read[column] = value;
  }
  return read;
}

/** An entry as an opportunity, or its problems, each under its column. */
function readEntry(entry: CatalogueEntry): RowReading<OpportunityInput> {
  const { values } = entry;
  if (values === null || typeof values !== "object" || Array.isArray(values)) {
    return {
      ok: false,
      problems: [{ column: "entry", message: catalogueImportMessages.notObject }],
    };
  }
  // A cost not given is not listed, as an empty field of the form is.
  const given = { cost: null, ...columnsOf(values as Record<string, unknown>) };
  const parsed = opportunityInputSchema.safeParse(given);
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const column = String(issue.path[0] ?? "entry");
    const message =
      issue.code === "invalid_value"
        ? catalogueImportMessages.oneOf(issue.values.map(String))
        : issue.message;
    return { column, message };
  });
  return { ok: false, problems };
}

/**
 * A catalogue read into the opportunities it holds and every problem of the others, each with
 * its line. An entry repeating the provider and title of one above it is a problem: the file
 * would say two things of one opportunity.
 */
export function planCatalogue(request: CatalogueImport): RowsPlan<OpportunityInput> {
  const entries = request.format === "csv" ? csvEntries(request.text) : jsonEntries(request.text);
  const firstLines = new Map<string, number>();
  return planRows(entries, (entry) => {
    const reading = readEntry(entry);
    if (!reading.ok) return reading;
    const key = catalogueKey(reading.input);
    const first = firstLines.get(key);
    if (first !== undefined) {
      return {
        ok: false,
        problems: [{ column: "title", message: catalogueImportMessages.sameAs(first) }],
      };
    }
    firstLines.set(key, entry.line);
    return reading;
  });
}
