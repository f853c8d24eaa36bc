/**
 * What reading a certificate's file gives: its pages, each with the lines of text found on it
 * and where (in the page's own units, origin at the top left), from the PDF's text layer or from
 * OCR of a scan or photo. The field reader (read-certificate.ts) works on this alone, so a text PDF,
 * a scan and a phone photo are read by the same rules.
 */

/** A rectangle on a page: left, top, width and height in the page's units. */
export type Box = { x: number; y: number; width: number; height: number };

/** One word as found, with its box and, from OCR, how sure the engine was (0–1). */
export type DocumentWord = { text: string; box: Box; confidence: number };

/** One line of text in reading order, with its words. */
export type DocumentLine = { text: string; box: Box; words: DocumentWord[] };

export type DocumentPage = {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  lines: DocumentLine[];
};

export type DocumentText = {
  /** "text-layer" for a PDF read as is, "ocr" for a scan or an image. */
  source: "text-layer" | "ocr";
  /** The pages read (the first ones only, when the document has more than the limit). */
  pages: DocumentPage[];
  /** How many pages the document has in all. */
  pageCount: number;
};

/** Where a field was read: the words' page and the box around them. */
export type FieldEvidence = { text: string; page: number; box: Box };
