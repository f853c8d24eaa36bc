import type { DocumentText, DocumentWord } from "@common/capture/document-text";
import { readCertificate } from "@common/capture/read-certificate";
import { placedLines, spanEvidence } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";

/** A line as OCR reads it: words at the given x, 11 pt high, 6 pt per character. */
function ocrLine(y: number, words: [text: string, x: number][]) {
  const found: DocumentWord[] = words.map(([text, x]) => ({
    text,
    box: { x, y, width: text.length * 6, height: 11 },
    confidence: 0.9,
  }));
  const last = found.at(-1)?.box ?? { x: 0, width: 0 };
  const x = found[0]?.box.x ?? 0;
  return {
    text: words.map(([text]) => text).join(" "),
    box: { x, y, width: last.x + last.width - x, height: 11 },
    words: found,
  };
}

const ocrDocument: DocumentText = {
  source: "ocr",
  pageCount: 1,
  pages: [
    {
      number: 1,
      width: 612,
      height: 792,
      lines: [
        ocrLine(100, [
          ["Course", 60],
          ["Title", 102],
          ["Wound", 230],
          ["Care", 266],
          ["Essentials", 296],
        ]),
        ocrLine(120, [
          ["Issue", 60],
          ["Date", 96],
          ["June", 230],
          ["2,", 260],
          ["2026", 276],
        ]),
        ocrLine(140, [
          ["Completion", 60],
          ["Date", 126],
          ["May", 230],
          ["28,", 254],
          ["2026", 276],
        ]),
      ],
    },
  ],
};

describe("placedLines", () => {
  it("splits a line OCR read across two columns at the wide gap", () => {
    const texts = placedLines(ocrDocument).map((placed) => placed.line.text);
    expect(texts.slice(0, 2)).toEqual(["Course Title", "Wound Care Essentials"]);
  });

  it("lets the rules read a label and its value from such a line", () => {
    const { fields } = readCertificate(ocrDocument, []);
    expect(fields.title).toBe("Wound Care Essentials");
    expect(fields.completionDate).toBe("2026-05-28");
  });

  it("boxes a span's words together", () => {
    const [, value] = placedLines(ocrDocument);
    if (!value) throw new Error("no value line");
    const evidence = spanEvidence(value, 0, "Wound Care".length);
    expect(evidence).toEqual({
      text: "Wound Care",
      page: 1,
      box: { x: 230, y: 100, width: 60, height: 11 },
    });
  });
});
