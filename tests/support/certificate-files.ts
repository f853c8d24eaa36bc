import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";

/**
 * Certificate files made on the spot for the reading tests, with DejaVu Sans from its npm
 * package, so they look the same on every machine and need no system font.
 */
const require = createRequire(import.meta.url);
const fontFile = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
GlobalFonts.registerFromPath(fontFile, "Certificate Sans");

/** A line drawn on a page: its text, where its top left is, and its size. */
export type DrawnLine = { text: string; x: number; y: number; size: number };

export const certificateLines: DrawnLine[] = [
  { text: "Certificate of Completion", x: 72, y: 100, size: 28 },
  { text: "Pain Management for Nurses", x: 72, y: 180, size: 18 },
  { text: "Awarded 3.5 contact hours", x: 72, y: 240, size: 16 },
  { text: "Completed March 4, 2025", x: 72, y: 290, size: 16 },
];

type PdfOptions = { pages?: number; userPassword?: string; image?: Buffer };

/** A letter-size PDF with the lines as real text on each page (or one image filling a page). */
export function certificatePdf(lines: DrawnLine[], options: PdfOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      autoFirstPage: false,
      ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: "1.7" } : {}),
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (let page = 0; page < (options.pages ?? 1); page++) {
      doc.addPage();
      if (options.image) doc.image(options.image, 0, 0, { width: 612, height: 792 });
      for (const line of lines)
        doc
          .font(fontFile)
          .fontSize(line.size)
          .text(line.text, line.x, line.y, { lineBreak: false });
    }
    doc.end();
  });
}

/**
 * A picture of the lines as a scanner would give it: black on white, `scale` pixels per point
 * of the letter-size page.
 */
export async function certificatePng(lines: DrawnLine[], scale = 2): Promise<Buffer> {
  const canvas = createCanvas(612 * scale, 792 * scale);
  const context = canvas.getContext("2d");
  context.fillStyle = "white";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "black";
  context.textBaseline = "top";
  for (const line of lines) {
    context.font = `${line.size * scale}px "Certificate Sans"`;
    context.fillText(line.text, line.x * scale, line.y * scale);
  }
  return canvas.encode("png");
}

/**
 * A PNG saying it is width × height pixels with next to nothing behind its header: the first
 * rows of zeros, compressed, as a decompression bomb starts.
 */
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(4096))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
