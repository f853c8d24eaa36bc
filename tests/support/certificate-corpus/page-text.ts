import type { Box, DocumentLine, DocumentPage } from "@common/capture/document-text";
import PDFDocument from "pdfkit";
import { pdfFonts } from "../../../src/server/features/reports/pdf-fonts";
import type { Cell, PageLayout } from "./certificate-facts";

/** A line as drawn: its text, font and where it starts. */
export type DrawnLine = { text: string; x: number; y: number; size: number; bold: boolean };

let measuring: PDFKit.PDFDocument | undefined;

/** The width of `text` in the font the PDF is drawn with, so boxes match the PDF's words. */
function widthOf(text: string, size: number, bold: boolean): number {
  measuring ??= new PDFDocument({ autoFirstPage: false });
  return measuring
    .font(bold ? pdfFonts.bold : pdfFonts.regular)
    .fontSize(size)
    .widthOfString(text);
}

function cellX(cell: Cell, pageWidth: number, size: number, bold: boolean) {
  const textWidth = widthOf(cell.text, size, bold);
  if (cell.at === "center") return (pageWidth - textWidth) / 2;
  if (cell.at === "right") return pageWidth - 60 - textWidth;
  return cell.at ?? 60;
}

/** Where each line of a layout is drawn: rows top down, cells across. */
export function drawnLines(layout: PageLayout): DrawnLine[] {
  let y = layout.height < 300 ? 16 : 50;
  return layout.rows.flatMap((row) => {
    y += row.gap ?? 0;
    const lines = row.cells.map((cell) => {
      const bold = cell.bold ?? false;
      const x = cellX(cell, layout.width, row.size, bold);
      return { text: cell.text, x, y, size: row.size, bold };
    });
    y += row.size * 1.45;
    return lines;
  });
}

/** A drawn line as the reader sees it: its box (height = font size) and its words' boxes. */
function documentLine(drawn: DrawnLine): DocumentLine {
  const { text, x, y, size, bold } = drawn;
  let cursor = 0;
  const words = text.split(" ").flatMap((word) => {
    const start = text.indexOf(word, cursor);
    cursor = start + word.length;
    if (!word) return [];
    const box: Box = {
      x: x + widthOf(text.slice(0, start), size, bold),
      y,
      width: widthOf(word, size, bold),
      height: size,
    };
    return [{ text: word, box, confidence: 1 }];
  });
  return { text, box: { x, y, width: widthOf(text, size, bold), height: size }, words };
}

export function documentPage(layout: PageLayout, number = 1): DocumentPage {
  const lines = drawnLines(layout).map(documentLine);
  return { number, width: layout.width, height: layout.height, lines };
}
