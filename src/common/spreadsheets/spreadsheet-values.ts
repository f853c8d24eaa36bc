import { isCalendarDate } from "../certifications/calendar-date";
import { creditsUnits } from "../certifications/certification";
import { formatCredits } from "../certifications/credit-amount";
import type { RequirementKind } from "../certifications/requirements";

/**
 * Cells of a spreadsheet read as the values the API takes: dates in the forms spreadsheets
 * write them, decimals with a point or a comma, lists joined with ";", and the leading quote
 * the export puts before a formula-like text taken off again.
 */

/** How a date such as 03/04/2026 is read: 4 March (month first, US) or 3 April (day first). */
export const dateOrders = ["month-first", "day-first"] as const;
export type DateOrder = (typeof dateOrders)[number];

export const dateOrderLabels: Record<DateOrder, string> = {
  "month-first": "Month first (MM/DD/YYYY)",
  "day-first": "Day first (DD/MM/YYYY)",
};

const isoDate =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const writtenDate =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?: \d{1,2}:\d{2}(?::\d{2})?(?: ?[AP]M)?)?$/i;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A two-digit year as Excel reads it when typed: 00–29 are 2000–2029, 30–99 are 1930–1999.
 */
function fullYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 30 ? 2000 + value : 1900 + value;
}

/**
 * The cell as "YYYY-MM-DD", or null when it is no date of the accepted forms: YYYY-MM-DD (also
 * with "/" or "." and a time after it, as some programs write), and MM/DD/YYYY or DD/MM/YYYY
 * (by `order`; also with "-" or ".", and two-digit years).
 */
export function spreadsheetDate(cell: string, order: DateOrder): string | null {
  const text = cell.trim();
  const iso = isoDate.exec(text);
  if (iso) {
    const date = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
    return isCalendarDate(date) ? date : null;
  }
  const written = writtenDate.exec(text);
  if (!written) return null;
  const [first, second] = [Number(written[1]), Number(written[2])];
  const [month, day] = order === "month-first" ? [first, second] : [second, first];
  const date = `${fullYear(written[3] ?? "")}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(date) ? date : null;
}

/** The forms a date column takes, for messages. */
export function dateFormsText(order: DateOrder): string {
  return order === "month-first" ? "YYYY-MM-DD or MM/DD/YYYY" : "YYYY-MM-DD or DD/MM/YYYY";
}

/**
 * The order the dates of a file are written in, when they tell: a first number above 12 can
 * only be a day. Month first otherwise.
 */
export function guessDateOrder(cells: readonly string[]): DateOrder {
  for (const cell of cells) {
    const written = writtenDate.exec(cell.trim());
    if (written && Number(written[1]) > 12 && Number(written[2]) <= 12) return "day-first";
  }
  return "month-first";
}

/**
 * A decimal as the API takes it: "1.5" as it is, "1,5" (a decimal comma, one or two digits
 * after it) as "1.5". Anything else is left for the field's own rule to refuse.
 */
export function spreadsheetDecimal(cell: string): string {
  const text = cell.trim();
  return /^\d+,\d{1,2}$/.test(text) ? text.replace(",", ".") : text;
}

// The export writes a `'` before a text a spreadsheet would run as a formula (csv.ts).
const neutralised = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The text as it was typed: the export's neutralising quote taken off. */
export function spreadsheetText(cell: string): string {
  return neutralised.test(cell) ? cell.slice(1) : cell;
}

/** "A; B;C" → ["A", "B", "C"]; empty parts dropped. */
export function spreadsheetList(cell: string): string[] {
  return cell
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** "ceus", "Contact Hours", "hour" → the unit as the product names it; else the cell itself. */
export function spreadsheetUnit(cell: string): string {
  const text = cell.trim().toLowerCase();
  const unit = creditsUnits.find((one) => {
    const name = one.toLowerCase();
    return name === text || name === `${text}s`;
  });
  return unit ?? cell.trim();
}

/** How a category's rule is written in a cell: "at least 2", "at most 10". */
const categoryRuleWords: Record<RequirementKind, string> = {
  minimum: "at least",
  cap: "at most",
};

/** The form of a category cell, for messages. */
export const categoriesForm = '"Ethics: at least 2; Self-study: at most 10"';

/**
 * A certification's requirement categories as one cell: "Implicit bias: at least 1;
 * Self-study: at most 10" (a cap being how many credits of the category count at most).
 */
export function requirementCategoriesCell(
  categories: readonly { name: string; kind: RequirementKind; credits: number }[],
): string {
  return categories
    .map(
      (category) =>
        `${category.name}: ${categoryRuleWords[category.kind]} ${formatCredits(category.credits)}`,
    )
    .join("; ");
}

const categoryRule = /^(at least|at most(?: counted)?)\s+(\S+)$/i;

/**
 * A cell of requirement categories read back: each part "Name: at least N" or "Name: at most
 * N" (also "at most counted N", the form's words), the name being everything before the last
 * colon. The credits are left as text for the category's own rule; a part of no such form is
 * returned as `unreadable`.
 */
export function spreadsheetRequirementCategories(cell: string): {
  categories: { name: string; kind: RequirementKind; credits: string }[];
  unreadable: string[];
} {
  const categories: { name: string; kind: RequirementKind; credits: string }[] = [];
  const unreadable: string[] = [];
  for (const part of spreadsheetList(cell)) {
    const colon = part.lastIndexOf(":");
    const rule = colon < 0 ? null : categoryRule.exec(part.slice(colon + 1).trim());
    if (!rule) {
      unreadable.push(part);
      continue;
    }
    categories.push({
      name: spreadsheetText(part.slice(0, colon).trim()),
      kind: rule[1]?.toLowerCase() === "at least" ? "minimum" : "cap",
      credits: spreadsheetDecimal(rule[2] ?? ""),
    });
  }
  return { categories, unreadable };
}
