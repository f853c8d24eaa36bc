import type { CertificationInput } from "@common/certifications/certification";
import {
  type ColumnMapping,
  guessMapping,
  type SpreadsheetKind,
  spreadsheetFields,
} from "@common/spreadsheets/spreadsheet-columns";
import { type ImportRequest, importMessages } from "@common/spreadsheets/spreadsheet-import";
import {
  type CreditRowInput,
  certificationRow,
  creditRow,
  type RowReading,
} from "@common/spreadsheets/spreadsheet-rows";
import { eq } from "drizzle-orm";
import { userToday } from "../../clock";
import { certifications, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { planRows, type RowsPlan } from "../../shared/import-rows";
import { readSpreadsheet, type Spreadsheet } from "../../shared/read-spreadsheet";

/** The rows of a file that would be created, every problem of the others, and the columns read. */
export type ImportPlan<Input> = RowsPlan<Input> & { mapping: Record<string, string | null> };

/** The mapping given (else guessed), every column of it being one of the file's. */
function mappingOf(kind: SpreadsheetKind, sheet: Spreadsheet, given?: ColumnMapping) {
  const mapping = given ?? guessMapping(kind, sheet.headers);
  const resolved: Record<string, string | null> = {};
  for (const field of spreadsheetFields[kind]) {
    const header = mapping[field.key] ?? null;
    if (header !== null && !sheet.headers.includes(header)) {
      throw new HttpError(400, importMessages.unknownColumn(header));
    }
    if (field.required && header === null) {
      throw new HttpError(400, importMessages.unmapped(field.header));
    }
    resolved[field.key] = header;
  }
  return resolved;
}

function planOf<Input>(
  sheet: Spreadsheet,
  mapping: Record<string, string | null>,
  read: (row: Spreadsheet["rows"][number]) => RowReading<Input>,
): ImportPlan<Input> {
  return { ...planRows(sheet.rows, read), mapping };
}

export function planCertificationImport(request: ImportRequest): ImportPlan<CertificationInput> {
  const sheet = readSpreadsheet(request.text);
  const mapping = mappingOf("certifications", sheet, request.mapping);
  return planOf(sheet, mapping, (row) => certificationRow(mapping, row.cell, request.dateOrder));
}

export type PlannedCredit = CreditRowInput & { certificationIds: number[] };

/**
 * Credits of a file, each counting toward the user's own certifications named in its row
 * (case-insensitive); a name that is none of theirs, or more than one, is that row's problem.
 */
export async function planCreditImport(
  { db, clock }: ServiceDeps,
  user: UserRow,
  request: ImportRequest,
): Promise<ImportPlan<PlannedCredit>> {
  const sheet = readSpreadsheet(request.text);
  const mapping = mappingOf("credits", sheet, request.mapping);
  const own = await db
    .select({ id: certifications.id, name: certifications.name })
    .from(certifications)
    .where(eq(certifications.userId, user.id));
  const byName = new Map<string, number[]>();
  for (const { id, name } of own) {
    const key = name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), id]);
  }
  const today = userToday(user, clock);
  return planOf(sheet, mapping, (row): RowReading<PlannedCredit> => {
    const reading = creditRow(mapping, row.cell, request.dateOrder, today);
    if (!reading.ok) return reading;
    const column = mapping.certifications ?? "Certifications";
    const ids: number[] = [];
    const problems = [];
    for (const name of reading.input.certificationNames) {
      const found = byName.get(name.toLowerCase()) ?? [];
      if (found.length === 1 && found[0] !== undefined) ids.push(found[0]);
      else if (found.length === 0) {
        problems.push({ column, message: importMessages.unknownCertification(name) });
      } else {
        problems.push({ column, message: importMessages.ambiguousCertification(name) });
      }
    }
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, input: { ...reading.input, certificationIds: [...new Set(ids)] } };
  });
}
