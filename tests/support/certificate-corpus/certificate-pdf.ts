import PDFDocument from "pdfkit";
import { pdfFonts } from "../../../src/server/features/reports/pdf-fonts";
import type { PageLayout } from "./certificate-facts";
import { drawnLines } from "./page-text";

/** The certificate as a text PDF, each line where its DocumentText line says it is. */
export function certificatePdf(layout: PageLayout): Promise<Buffer> {
  const doc = new PDFDocument({ size: [layout.width, layout.height], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc
    .rect(12, 12, layout.width - 24, layout.height - 24)
    .lineWidth(2)
    .stroke("#1f3a5f");
  for (const line of drawnLines(layout)) {
    doc
      .font(line.bold ? pdfFonts.bold : pdfFonts.regular)
      .fontSize(line.size)
      .fillColor("#111111");
    doc.text(line.text, line.x, line.y, { lineBreak: false });
  }
  doc.end();
  return done;
}
