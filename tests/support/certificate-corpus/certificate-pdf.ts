import PDFDocument from "pdfkit";
import { pdfFonts } from "../../../src/server/features/reports/pdf-fonts";
import type { PageLayout } from "./certificate-facts";
import { drawnLines } from "./page-text";

/** The certificate as a text PDF, each line where its DocumentText line says it is. */
export function certificatePdf(pages: PageLayout[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const layout of pages) {
    doc.addPage({ size: [layout.width, layout.height], margin: 0 });
    doc
      .rect(12, 12, layout.width - 24, layout.height - 24)
      .lineWidth(2)
      .stroke("#1f3a5f");
    for (const line of drawnLines(layout)) {
      doc.font(line.bold ? pdfFonts.bold : pdfFonts.regular).fontSize(line.size);
      doc.fillColor("#111111").text(line.text, line.x, line.y, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}
