import { formatCredits } from "@common/certifications/credit-amount";
import type { CycleReport } from "@common/reports";
import { csvByteOrderMark, csvDocument } from "../../shared/csv";

export const creditsCsvHeader = [
  "Date",
  "Title",
  "Provider",
  "Approval number",
  "Credits",
  "Counted",
  "Unit",
  "Categories",
  "Certificate on file",
  "Certificate file",
  "Note",
] as const;

/**
 * The credits of a cycle as a spreadsheet opens them: one row a credit, in completion order,
 * those completed outside the reporting period included (counted 0, the note says why). The
 * certificate file is the name it has in the audit packet. Starts with the byte order mark.
 */
export function creditsCsv(report: CycleReport): string {
  const unit = report.certification.creditsUnit;
  const rows = report.credits.map((credit) => [
    credit.completionDate,
    credit.title,
    credit.provider,
    credit.approvalNumber,
    formatCredits(credit.credits),
    formatCredits(credit.counted),
    unit,
    credit.categories.join("; "),
    credit.certificate ? "Yes" : "No",
    credit.certificate?.fileName ?? null,
    credit.explanation,
  ]);
  return `${csvByteOrderMark}${csvDocument([creditsCsvHeader, ...rows])}`;
}
