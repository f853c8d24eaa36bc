import type { DocumentText } from "@common/capture/document-text";
import { readCertificate } from "@common/capture/read-certificate";
import { describe, expect, it } from "vitest";
import { documentOf } from "../../support/certificate-corpus/document-of";

/** The same document as OCR might read it, each word as sure as `confidence` says. */
function asOcr(document: DocumentText, confidence: (word: string) => number): DocumentText {
  const pages = document.pages.map((page) => ({
    ...page,
    lines: page.lines.map((line) => ({
      ...line,
      words: line.words.map((word) => ({ ...word, confidence: confidence(word.text) })),
    })),
  }));
  return { ...document, source: "ocr", pages };
}

describe("reading confidence", () => {
  const document = documentOf([
    "Course Title: Wound Care Essentials",
    "Date Completed: 03/04/2026",
    "Contact Hours: 2",
  ]);

  it("keeps the rule's confidence for words read from a text layer", () => {
    const { confidence } = readCertificate(document, []);
    expect(confidence.completionDate).toBe(0.95);
  });

  it("marks a field uncertain when OCR was unsure of its words", () => {
    const smudged = asOcr(document, (word) => (word === "03/04/2026" ? 0.4 : 0.95));
    const { fields, confidence } = readCertificate(smudged, []);
    expect(fields.completionDate).toBe("2026-03-04");
    expect(confidence.completionDate).toBeLessThan(0.5);
    expect(confidence.title).toBeGreaterThan(0.8);
  });
});
