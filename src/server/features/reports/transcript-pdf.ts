import { formatCalendarDate } from "@common/certifications/calendar-date";
import { creditsOfRequiredText, creditsText } from "@common/certifications/credits-unit";
import type { CycleReport } from "@common/reports";
import PDFDocument from "pdfkit";
import { pdfFonts } from "./pdf-fonts";
import { ensureRoom } from "./pdf-table";
import { transcriptCategoriesTable, transcriptCreditsTable } from "./transcript-tables";

type Document = PDFKit.PDFDocument;

const margin = 50;
const labelWidth = 200;
const grey = "#4b5563";

/** A section heading, moved to the next page with what follows unless `keepWith` fits below it. */
function heading(doc: Document, text: string, keepWith = 40) {
  ensureRoom(doc, 30 + keepWith);
  doc.moveDown(0.6).font(pdfFonts.bold).fontSize(12).fillColor("#111111").text(text);
  doc.moveDown(0.3);
}

/** Label and value side by side; the value wraps in its column. */
function facts(doc: Document, rows: [label: string, value: string | null][]) {
  const left = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
  for (const [label, value] of rows) {
    if (value === null) continue;
    doc.fontSize(10);
    const height = Math.max(
      doc.font(pdfFonts.bold).heightOfString(label, { width: labelWidth - 8 }),
      doc.font(pdfFonts.regular).heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(doc, height);
    const y = doc.y;
    doc.font(pdfFonts.bold).text(label, left, y, { width: labelWidth - 8 });
    doc.font(pdfFonts.regular).text(value, left + labelWidth, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + height + 2;
  }
}

const date = (value: string | null) => (value ? formatCalendarDate(value) : null);

function period(report: CycleReport): string | null {
  const { reportingPeriodStart: start, reportingPeriodEnd: end } = report;
  if (start && end) return `${formatCalendarDate(start)} to ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}

function identity(doc: Document, report: CycleReport) {
  const { holder, certification } = report;
  doc.font(pdfFonts.bold).fontSize(18).text("Continuing education transcript");
  doc.fontSize(13).text(`${holder.name} · ${certification.name}`);
  doc.font(pdfFonts.regular).fontSize(10).fillColor(grey);
  doc.text(`Produced on ${formatCalendarDate(report.producedOn)}`).fillColor("#111111");
  heading(doc, "Holder and certification");
  facts(doc, [
    ["Holder", holder.name],
    ["Email", holder.email],
    ["Certification", certification.name],
    ["Provider", certification.provider],
    ["License or certificate number", certification.licenseNumber],
    ["Issuing body", certification.issuingBody],
    ["Jurisdiction", certification.jurisdiction],
    ["Cycle", `${report.cycle} (${report.current ? "current" : "past"})`],
    ["Received", date(report.receivedDate)],
    ["Expiration", date(report.expirationDate)],
    ["Reporting period", period(report)],
  ]);
}

function totals(doc: Document, report: CycleReport) {
  const { progress } = report;
  const unit = report.certification.creditsUnit;
  const amount = (value: number) => creditsText(value, unit);
  const ifAny = (value: number) => (value > 0 ? amount(value) : null);
  heading(doc, "Totals");
  facts(doc, [
    [
      "Required",
      progress.creditsRequired > 0 ? amount(progress.creditsRequired) : `No ${unit} required`,
    ],
    [
      "Counted toward this cycle",
      progress.creditsRequired > 0
        ? creditsOfRequiredText(progress.counted, progress.creditsRequired, unit)
        : amount(progress.counted),
    ],
    ["Earned in the reporting period", amount(progress.earned)],
    ["Not counted because of caps", ifAny(progress.cutOff)],
    ["Carried over from the previous cycle", ifAny(progress.carriedOver)],
    ["Completed outside the reporting period (not counted)", ifAny(progress.outsidePeriod)],
    ["Still missing", progress.creditsMissing > 0 ? amount(progress.creditsMissing) : "None"],
  ]);
  if (progress.categories.length > 0) {
    heading(doc, "Requirement categories", 70);
    transcriptCategoriesTable(doc, report);
  }
  heading(doc, "How the totals are computed");
  doc.font(pdfFonts.regular).fontSize(10);
  doc.list(progress.explanation, { bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 });
}

function credits(doc: Document, report: CycleReport) {
  const inPeriod = report.credits.filter((credit) => credit.outsidePeriod === null);
  const outside = report.credits.filter((credit) => credit.outsidePeriod !== null);
  const title =
    report.reportingPeriodStart || report.reportingPeriodEnd
      ? "Credits completed in the reporting period"
      : "Credits";
  // A heading stays with the table's header and first rows.
  heading(doc, title, 90);
  if (inPeriod.length === 0) {
    doc.font(pdfFonts.regular).fontSize(10).text("No credits recorded in this cycle.");
  } else {
    transcriptCreditsTable(doc, report, inPeriod, `${title} (continued)`);
  }
  if (outside.length === 0) return;
  const outsideTitle = "Completed outside the reporting period";
  heading(doc, outsideTitle, 110);
  doc
    .font(pdfFonts.regular)
    .fontSize(10)
    .text(
      `Recorded for this cycle but completed before its reporting period started or after it ended: they do not count toward it (${creditsText(report.progress.outsidePeriod, report.certification.creditsUnit)} in all).`,
    );
  doc.moveDown(0.4);
  transcriptCreditsTable(doc, report, outside, `${outsideTitle} (continued)`);
}

/** "Zoë Ångström · RN License · Produced on Nov 24, 2026" and "Page 2 of 5" on every page. */
function footers(doc: Document, report: CycleReport) {
  const { start, count } = doc.bufferedPageRange();
  const produced = `Produced on ${formatCalendarDate(report.producedOn)}`;
  const left = `${report.holder.name} · ${report.certification.name} · ${produced}`;
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    const y = doc.page.height - margin + 18;
    const width = doc.page.width - 2 * margin;
    doc.font(pdfFonts.regular).fontSize(8).fillColor(grey);
    doc.text(left, margin, y, { width: width - 90, height: 10, ellipsis: true, lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, margin + width - 90, y, {
      width: 90,
      height: 10,
      align: "right",
      lineBreak: false,
    });
  }
}

/**
 * The transcript of a cycle as a PDF a licensing board accepts: who holds what, the cycle's
 * dates, the totals against the requirement (overall and per category, caps and carry-over
 * explained), every credit in a table that continues across pages, the credits that do not
 * count listed apart, and page numbers. Real text in an embedded Unicode font, PDF/A-2b.
 *
 * The pages are kept until the end so each can say "Page N of M"; a transcript is text only
 * (about 2 KB a credit), so that stays small. Read it as a stream: pipe it to the answer or
 * into the audit packet.
 */
export function transcriptPdf(report: CycleReport): PDFKit.PDFDocument {
  const produced = new Date(`${report.producedOn}T00:00:00.000Z`);
  const doc = new PDFDocument({
    size: "LETTER",
    margin,
    bufferPages: true,
    font: pdfFonts.regular,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: `${report.certification.name} transcript, cycle ${report.cycle}`,
      Author: report.holder.name,
      Subject: "Continuing education transcript",
      Creator: "CertMinder",
      Producer: "CertMinder",
      CreationDate: produced,
      ModDate: produced,
    },
  });
  identity(doc, report);
  totals(doc, report);
  credits(doc, report);
  footers(doc, report);
  doc.end();
  return doc;
}
