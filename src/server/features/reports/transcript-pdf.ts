import type { CycleReport } from "@common/reports";
import PDFDocument from "pdfkit";

/**
 * The transcript of a cycle as a PDF a board accepts, written as it is read (pipe it to the
 * answer or into the audit packet; nothing is held whole in memory).
 *
 * First version: the holder, the certification and every credit title, to be completed.
 */
export function transcriptPdf(report: CycleReport): PDFKit.PDFDocument {
  const document = new PDFDocument({ size: "LETTER", margin: 50, info: { Title: "Transcript" } });
  document.fontSize(16).text(`${report.certification.name} — transcript`);
  document.fontSize(11).text(report.holder.name);
  for (const credit of report.credits) {
    document.text(`${credit.completionDate}  ${credit.title}  ${credit.credits}`);
  }
  document.end();
  return document;
}
