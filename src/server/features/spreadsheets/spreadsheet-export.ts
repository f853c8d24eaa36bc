import { certificationStatusLabels } from "@common/certifications/certification";
import { formatCredits } from "@common/certifications/credit-amount";
import {
  type CertificationFieldKey,
  type CreditFieldKey,
  certificationFields,
  creditFields,
} from "@common/spreadsheets/spreadsheet-columns";
import { requirementCategoriesCell } from "@common/spreadsheets/spreadsheet-values";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, educationCredits } from "../../db/schema";
import { type CsvCell, csvByteOrderMark, csvDocument } from "../../shared/csv";
import { sharesOf } from "../credits/credit-rows";

/** An amount as the export writes it: "1.5", "40"; none is an empty cell. */
const amount = (value: number | null) => (value === null ? null : formatCredits(value));

/**
 * Every certification of the user, by name, one row each with every field they entered (the
 * current cycle's dates, credits required and requirements), under the headers the import
 * reads.
 */
export async function certificationsCsv(db: Database, userId: number): Promise<string> {
  const rows = await db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, userId))
    .orderBy(asc(certifications.name), asc(certifications.id));
  const cells = rows.map((row) => {
    const byField: Record<CertificationFieldKey, CsvCell> = {
      name: row.name,
      provider: row.provider,
      status: certificationStatusLabels[row.status],
      receivedDate: row.receivedDate,
      expirationDate: row.expirationDate,
      reportingPeriodStart: row.reportingPeriodStart,
      reportingPeriodEnd: row.reportingPeriodEnd,
      creditsRequired: amount(row.creditsRequired),
      creditsUnit: row.creditsUnit,
      licenseNumber: row.licenseNumber,
      issuingBody: row.issuingBody,
      jurisdiction: row.jurisdiction,
      renewalUrl: row.renewalUrl,
      renewalFee: amount(row.renewalFee),
      categories: requirementCategoriesCell(row.requirements.categories),
      carryOverCredits: amount(row.requirements.carryOver?.maxCredits ?? null),
      carryOverDays: row.requirements.carryOver?.lastDays ?? null,
    };
    return certificationFields.map((field) => byField[field.key]);
  });
  const header = certificationFields.map((field) => field.header);
  return `${csvByteOrderMark}${csvDocument([header, ...cells])}`;
}

/**
 * Every credit of the user, in completion order, one row each with the certifications it
 * counts toward by name and its categories, both joined with "; ".
 */
export async function creditsCsv(db: Database, userId: number): Promise<string> {
  const rows = await db
    .select()
    .from(educationCredits)
    .where(eq(educationCredits.userId, userId))
    .orderBy(asc(educationCredits.completionDate), asc(educationCredits.id));
  const shares = await sharesOf(
    db,
    rows.map((row) => row.id),
  );
  const cells = rows.map((row) => {
    const byField: Record<CreditFieldKey, CsvCell> = {
      title: row.title,
      provider: row.provider,
      approvalNumber: row.approvalNumber,
      description: row.description,
      credits: amount(row.credits),
      completionDate: row.completionDate,
      categories: row.categories.join("; "),
      certifications: (shares.get(row.id) ?? []).map((share) => share.name).join("; "),
    };
    return creditFields.map((field) => byField[field.key]);
  });
  const header = creditFields.map((field) => field.header);
  return `${csvByteOrderMark}${csvDocument([header, ...cells])}`;
}
