import { pdfFonts } from "./pdf-fonts";

type Document = PDFKit.PDFDocument;

export type PdfColumn<Row> = {
  header: string;
  width: number;
  align?: "left" | "right";
  text: (row: Row) => string;
  /** Smaller grey text under the cell's own (why a credit counts as it does), or null. */
  note?: (row: Row) => string | null;
};

export type PdfTable<Row> = {
  columns: PdfColumn<Row>[];
  rows: readonly Row[];
  /** Written above the repeated header when the table goes on to a new page. */
  continued: string;
};

const padding = 3;
const fontSize = 8;
// A row taller than a whole page (only ten long categories on one credit come close) is
// written smaller rather than split: the smallest size fits any row the forms accept.
const smallestFontSize = 4;
const continuedHeight = 16;
const colors = {
  text: "#111111",
  note: "#4b5563",
  header: "#e5e9ef",
  stripe: "#f5f6f8",
  rule: "#c5cbd3",
};

/** Where content ends on the current page (the footer lives below it). */
export const pageBottom = (doc: Document) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more fits on this one. */
export function ensureRoom(doc: Document, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

const innerWidth = (column: { width: number }) => column.width - 2 * padding;

function cellHeight<Row>(doc: Document, column: PdfColumn<Row>, row: Row, size: number) {
  const width = innerWidth(column);
  doc.font(pdfFonts.regular).fontSize(size);
  let height = doc.heightOfString(column.text(row) || " ", { width });
  const note = column.note?.(row);
  if (note) height += 1 + doc.fontSize(size - 1).heightOfString(note, { width });
  return height;
}

function headerHeight(doc: Document, columns: { header: string; width: number }[]) {
  doc.font(pdfFonts.bold).fontSize(fontSize);
  const heights = columns.map((column) =>
    doc.heightOfString(column.header, { width: innerWidth(column) }),
  );
  return Math.max(...heights) + 2 * padding;
}

/** Text that never starts a page of its own: `height` is its measured height. */
function cellText(
  doc: Document,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { height: number },
) {
  doc.text(text, x, y, { ...options, height: options.height + 1, lineBreak: true });
}

function drawHeader<Row>(doc: Document, columns: PdfColumn<Row>[], y: number, height: number) {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  doc.rect(left, y, width, height).fill(colors.header);
  doc.font(pdfFonts.bold).fontSize(fontSize).fillColor(colors.text);
  let x = left;
  for (const column of columns) {
    cellText(doc, column.header, x + padding, y + padding, {
      width: innerWidth(column),
      align: column.align ?? "left",
      height,
    });
    x += column.width;
  }
}

function drawRow<Row>(
  doc: Document,
  columns: PdfColumn<Row>[],
  row: Row,
  layout: { y: number; height: number; size: number; stripe: boolean },
) {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (layout.stripe) doc.rect(left, layout.y, width, layout.height).fill(colors.stripe);
  let x = left;
  for (const column of columns) {
    const options = {
      width: innerWidth(column),
      align: column.align ?? "left",
      height: layout.height,
    };
    doc.font(pdfFonts.regular).fontSize(layout.size).fillColor(colors.text);
    cellText(doc, column.text(row), x + padding, layout.y + padding, options);
    const note = column.note?.(row);
    if (note) {
      doc.fontSize(layout.size - 1).fillColor(colors.note);
      cellText(doc, note, x + padding, doc.y + 1, options);
    }
    x += column.width;
  }
  const bottom = layout.y + layout.height;
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
}

/**
 * A table that continues across pages: a row is never split (it starts the next page when it
 * does not fit), and each page the table goes on to starts with `continued` and the header.
 */
export function drawTable<Row>(doc: Document, table: PdfTable<Row>) {
  const { columns, rows } = table;
  const header = headerHeight(doc, columns);
  const pageRoom = pageBottom(doc) - doc.page.margins.top - continuedHeight - header;
  const layouts = rows.map((row) => {
    for (let size = fontSize; ; size -= 0.5) {
      const cells = columns.map((column) => cellHeight(doc, column, row, size));
      const height = Math.max(...cells) + 2 * padding;
      if (height <= pageRoom || size <= smallestFontSize) return { size, height };
    }
  });

  ensureRoom(doc, header + (layouts[0]?.height ?? 0));
  let y = doc.y;
  drawHeader(doc, columns, y, header);
  y += header;
  rows.forEach((row, index) => {
    const layout = layouts[index] ?? { size: fontSize, height: 0 };
    if (y + layout.height > pageBottom(doc)) {
      doc.addPage();
      y = doc.page.margins.top;
      doc.font(pdfFonts.bold).fontSize(9).fillColor(colors.note);
      cellText(doc, table.continued, doc.page.margins.left, y, { height: continuedHeight });
      y += continuedHeight;
      drawHeader(doc, columns, y, header);
      y += header;
    }
    drawRow(doc, columns, row, { ...layout, y, stripe: index % 2 === 1 });
    y += layout.height;
  });
  doc.fillColor(colors.text);
  doc.x = doc.page.margins.left;
  doc.y = y + 12;
}
