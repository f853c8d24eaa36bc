import { formatCalendarDate } from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { creditsText, unitFor } from "@common/certifications/credits-unit";
import type { CycleReport, ReportCredit } from "@common/reports";
import { drawTable, type PdfColumn } from "./pdf-table";

type Document = PDFKit.PDFDocument;
type Category = CycleReport["progress"]["categories"][number];

/** A right-aligned column of amounts of credits. */
function amountColumn<Row>(
  header: string,
  width: number,
  amount: (row: Row) => number,
): PdfColumn<Row> {
  return { header, width, align: "right", text: (row) => formatCredits(amount(row)) };
}

/** The credits of a transcript, one row each; the full width of a Letter page is 512 points. */
function creditColumns(unit: string): PdfColumn<ReportCredit>[] {
  return [
    { header: "Date", width: 64, text: (credit) => formatCalendarDate(credit.completionDate) },
    {
      header: "Title",
      width: 124,
      text: (credit) => credit.title,
      // Why only part (or none) of it counts: a cap, or completed outside the period.
      note: (credit) => (credit.counted !== credit.credits ? credit.explanation : null),
    },
    {
      header: "Provider",
      width: 76,
      text: (credit) => credit.provider ?? "",
      // The number the board looks the course up by, under who gave it.
      note: (credit) => (credit.approvalNumber ? `Approval number ${credit.approvalNumber}` : null),
    },
    amountColumn("Credits", 40, (credit) => credit.credits),
    amountColumn("Counted", 44, (credit) => credit.counted),
    { header: "Unit", width: 40, text: (credit) => unitFor(credit.credits, unit) },
    { header: "Categories", width: 66, text: (credit) => credit.categories.join(", ") },
    {
      header: "Certificate on file",
      width: 58,
      text: (credit) => (credit.certificate ? "Yes" : "No"),
    },
  ];
}

export function transcriptCreditsTable(
  doc: Document,
  report: CycleReport,
  credits: ReportCredit[],
  continued: string,
): Promise<void> {
  return drawTable(doc, {
    columns: creditColumns(report.certification.creditsUnit),
    rows: credits,
    continued,
  });
}

/** Each requirement category against what counts toward it. */
export function transcriptCategoriesTable(doc: Document, report: CycleReport): Promise<void> {
  const unit = report.certification.creditsUnit;
  const columns: PdfColumn<Category>[] = [
    { header: "Category", width: 104, text: (category) => category.name },
    {
      header: "Requirement",
      width: 92,
      text: (category) =>
        category.kind === "minimum"
          ? `At least ${creditsText(category.credits, unit)}`
          : `At most ${creditsText(category.credits, unit)} count`,
    },
    amountColumn("Earned", 46, (category) => category.earned),
    amountColumn("Counted", 46, (category) => category.counted),
    {
      header: "Missing",
      width: 46,
      align: "right",
      text: (category) => (category.kind === "minimum" ? formatCredits(category.missing) : "—"),
    },
    { header: "Explanation", width: 178, text: (category) => category.explanation },
  ];
  return drawTable(doc, {
    columns,
    rows: report.progress.categories,
    continued: "Requirement categories (continued)",
  });
}
