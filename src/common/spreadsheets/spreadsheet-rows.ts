import type { z } from "zod";
import {
  type CertificationInput,
  certificationInputSchema,
  certificationStatuses,
  certificationStatusLabels,
  creditsUnits,
} from "../certifications/certification";
import { type CreditInput, creditInputSchema, creditMessages } from "../certifications/credit";
import { formatCredits } from "../certifications/credit-amount";
import { requirementsAnswerSchema } from "../certifications/requirements";
import {
  type ColumnMapping,
  certificationFields,
  creditFields,
  type SpreadsheetField,
} from "./spreadsheet-columns";
import {
  categoriesForm,
  type DateOrder,
  dateFormsText,
  requirementCategoriesCell,
  spreadsheetDate,
  spreadsheetDecimal,
  spreadsheetList,
  spreadsheetRequirementCategories,
  spreadsheetText,
  spreadsheetUnit,
} from "./spreadsheet-values";

/**
 * One row of a file read as the API's input, by the same schema as the form and the API use:
 * what is created from it, or every problem of the row, each named by its column.
 */

export type RowProblem = { column: string; message: string };
export type RowReading<Input> = { ok: true; input: Input } | { ok: false; problems: RowProblem[] };

/** The cells of one record by header (a missing cell is empty). */
export type RowCells = (header: string) => string;

type Reader = {
  fields: readonly SpreadsheetField[];
  mapping: ColumnMapping;
  cells: RowCells;
  problems: RowProblem[];
};

/** The column a field is read from, as the problem names it (the field's header if unmapped). */
function columnOf(reader: Reader, key: string): string {
  const mapped = reader.mapping[key];
  if (mapped) return mapped;
  return reader.fields.find((field) => field.key === key)?.header ?? key;
}

function cellOf(reader: Reader, key: string): string {
  const header = reader.mapping[key];
  return header ? reader.cells(header).trim() : "";
}

function dateOf(reader: Reader, key: string, order: DateOrder): string | null {
  const cell = cellOf(reader, key);
  if (cell === "") return null;
  const date = spreadsheetDate(cell, order);
  if (date === null) {
    reader.problems.push({
      column: columnOf(reader, key),
      message: `"${cell.slice(0, 40)}" is not a date; write it as ${dateFormsText(order)}`,
    });
  }
  return date;
}

function oneOf(
  reader: Reader,
  key: string,
  values: readonly string[],
  cell: string,
  shown: readonly string[] = values,
) {
  const found = values.find((value) => value.toLowerCase() === cell.toLowerCase());
  if (cell !== "" && !found) {
    reader.problems.push({
      column: columnOf(reader, key),
      message: `"${cell.slice(0, 40)}" is not one of ${shown.join(", ")}`,
    });
  }
  return found;
}

/** The field an issue of the schema is about: a requirement's part by its own column. */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first !== "requirements") return first ?? "";
  if (second === "carryOver") return third === "lastDays" ? "carryOverDays" : "carryOverCredits";
  return "categories";
}

function schemaProblems(reader: Reader, error: z.ZodError): RowProblem[] {
  return error.issues.map((issue) => ({
    column: columnOf(reader, fieldOfIssue(issue.path)),
    message: issue.message,
  }));
}

/**
 * The requirements of a row, when the file has a column for any of them: its categories and
 * its carry-over (credits and days, both or neither). Absent when it has none, so a file
 * without them creates certifications without requirements and updates none.
 */
function requirementsOf(reader: Reader) {
  const mapped = ["categories", "carryOverCredits", "carryOverDays"].some(
    (key) => reader.mapping[key],
  );
  if (!mapped) return undefined;
  const read = spreadsheetRequirementCategories(cellOf(reader, "categories"));
  for (const part of read.unreadable) {
    reader.problems.push({
      column: columnOf(reader, "categories"),
      message: `"${part.slice(0, 40)}" is not a category rule; write them as ${categoriesForm}`,
    });
  }
  const credits = cellOf(reader, "carryOverCredits");
  const days = cellOf(reader, "carryOverDays");
  const carryOver =
    credits === "" && days === ""
      ? null
      : {
          maxCredits: spreadsheetDecimal(credits),
          lastDays: /^\d+$/.test(days) ? Number(days) : Number.NaN,
        };
  return { categories: read.categories, carryOver };
}

/** A certification from one row, read as POST /api/certifications reads its body. */
export function certificationRow(
  mapping: ColumnMapping,
  cells: RowCells,
  order: DateOrder,
): RowReading<CertificationInput> {
  const reader: Reader = { fields: certificationFields, mapping, cells, problems: [] };
  const text = (key: string) => spreadsheetText(cellOf(reader, key));
  const fee = cellOf(reader, "renewalFee");
  const required = cellOf(reader, "creditsRequired");
  const body = {
    name: text("name"),
    provider: text("provider"),
    status: oneOf(
      reader,
      "status",
      certificationStatuses,
      cellOf(reader, "status"),
      Object.values(certificationStatusLabels),
    ),
    receivedDate: dateOf(reader, "receivedDate", order),
    expirationDate: dateOf(reader, "expirationDate", order),
    reportingPeriodStart: dateOf(reader, "reportingPeriodStart", order),
    reportingPeriodEnd: dateOf(reader, "reportingPeriodEnd", order),
    creditsRequired: required === "" ? undefined : spreadsheetDecimal(required),
    creditsUnit: oneOf(
      reader,
      "creditsUnit",
      creditsUnits,
      spreadsheetUnit(cellOf(reader, "creditsUnit")),
    ),
    licenseNumber: text("licenseNumber"),
    issuingBody: text("issuingBody"),
    jurisdiction: text("jurisdiction"),
    renewalUrl: text("renewalUrl"),
    renewalFee: fee === "" ? null : spreadsheetDecimal(fee),
    requirements: requirementsOf(reader),
  };
  const parsed = certificationInputSchema.safeParse(body);
  const problems = [
    ...reader.problems,
    ...(parsed.success ? [] : schemaProblems(reader, parsed.error)),
  ];
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, input: parsed.data };
}

/** A credit from one row, with the names of the certifications it counts toward. */
export type CreditRowInput = CreditInput & { certificationNames: string[] };

/**
 * A credit from one row, read as POST /api/certifications/:id/credits reads its body (a
 * completion after `today`, the user's today, is refused as there). The certifications are
 * names here; which of the user's they are is decided by the server.
 */
export function creditRow(
  mapping: ColumnMapping,
  cells: RowCells,
  order: DateOrder,
  today: string,
): RowReading<CreditRowInput> {
  const reader: Reader = { fields: creditFields, mapping, cells, problems: [] };
  const text = (key: string) => spreadsheetText(cellOf(reader, key));
  const completionDate = dateOf(reader, "completionDate", order);
  const names = spreadsheetList(cellOf(reader, "certifications")).map(spreadsheetText);
  if (names.length === 0 || names.length > 10) {
    reader.problems.push({
      column: columnOf(reader, "certifications"),
      message:
        names.length === 0
          ? creditMessages.certificationsRequired
          : creditMessages.tooManyCertifications,
    });
  }
  const date = cellOf(reader, "completionDate");
  const body = {
    title: text("title"),
    provider: text("provider"),
    approvalNumber: text("approvalNumber"),
    description: text("description"),
    credits: spreadsheetDecimal(cellOf(reader, "credits")),
    completionDate: completionDate ?? (date === "" ? "" : "0000-00-00"),
    categories: spreadsheetList(cellOf(reader, "categories")).map(spreadsheetText),
  };
  const parsed = creditInputSchema.safeParse(body);
  const problems = [...reader.problems];
  if (!parsed.success) {
    // A date the reader could not read was said already, in the spreadsheet's words.
    const issues = schemaProblems(reader, parsed.error).filter(
      (problem) =>
        !(
          completionDate === null &&
          date !== "" &&
          problem.column === columnOf(reader, "completionDate")
        ),
    );
    problems.push(...issues);
  } else if (parsed.data.completionDate > today) {
    problems.push({
      column: columnOf(reader, "completionDate"),
      message: creditMessages.completionDateInFuture,
    });
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, input: { ...parsed.data, certificationNames: names } };
}

/**
 * An input as a row of the preview: each field's value as text, lists joined with "; ", the
 * requirements in their own columns as the export writes them.
 */
export function previewValues(input: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === "requirements") {
      const requirements = requirementsAnswerSchema.safeParse(value);
      if (!requirements.success) continue;
      const { categories, carryOver } = requirements.data;
      values.categories = requirementCategoriesCell(categories);
      values.carryOverCredits = carryOver ? formatCredits(carryOver.maxCredits) : "";
      values.carryOverDays = carryOver ? String(carryOver.lastDays) : "";
      continue;
    }
    if (key === "certificationIds") continue;
    const shown = Array.isArray(value) ? value.join("; ") : value;
    values[key === "certificationNames" ? "certifications" : key] =
      shown === null || shown === undefined ? "" : String(shown);
  }
  return values;
}
