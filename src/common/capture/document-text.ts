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
  /**
   * A photo's lines slope by the angle its camera was held at: OCR reads the page turned by
   * this many radians about its centre (negative turns counter-clockwise, straightening a photo
   * that slopes down to the right), in a frame of the same size, and its lines and boxes
   * are in that straightened frame, where the lines of a row share a height. Absent when the
   * page was read as it is.
   */
  straightenedBy?: number;
  /**
   * A page that read best turned (a photo taken sideways, without the orientation a camera
   * records) was read turned this many quarter turns clockwise: its width, height, lines and
   * boxes are the turned page's. Absent when it was read as it is shown.
   */
  quarterTurns?: 1 | 2 | 3;
};

export type DocumentText = {
  /** "text-layer" for a PDF read as is, "ocr" for a scan or an image. */
  source: "text-layer" | "ocr";
  /** The pages read (the first ones only, when the document has more than the limit). */
  pages: DocumentPage[];
  /** How many pages the document has in all. */
  pageCount: number;
};

/** A page's size in the units of its boxes: points for a PDF, pixels for an image as shown. */
export type PageSize = { width: number; height: number };

/** Where a field was read: the words' page and the box around them. */
export type FieldEvidence = { text: string; page: number; box: Box };

/**
 * A box found on a page as read (straightened, DocumentPage.straightenedBy, and turned,
 * DocumentPage.quarterTurns) framed upright on the page as it is shown: its corners turned
 * back about the read page's centre, then the quarter turns undone.
 */
export function shownBox(
  box: Box,
  page: Pick<DocumentPage, "width" | "height" | "straightenedBy" | "quarterTurns">,
): Box {
  return unturned(unsloped(box, page), page);
}

function unsloped(box: Box, page: Pick<DocumentPage, "width" | "height" | "straightenedBy">): Box {
  const radians = page.straightenedBy ?? 0;
  if (radians === 0) return box;
  const centreX = page.width / 2;
  const centreY = page.height / 2;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([x = 0, y = 0]) => ({
    x: centreX + (x - centreX) * cos + (y - centreY) * sin,
    y: centreY - (x - centreX) * sin + (y - centreY) * cos,
  }));
  const left = Math.min(...corners.map((corner) => corner.x));
  const top = Math.min(...corners.map((corner) => corner.y));
  return {
    x: left,
    y: top,
    width: Math.max(...corners.map((corner) => corner.x)) - left,
    height: Math.max(...corners.map((corner) => corner.y)) - top,
  };
}

/** A box on a page turned `quarterTurns` clockwise, on the page before it was turned. */
function unturned(box: Box, page: Pick<DocumentPage, "width" | "height" | "quarterTurns">): Box {
  const { x, y, width, height } = box;
  switch (page.quarterTurns) {
    case 1:
      return { x: y, y: page.width - x - width, width: height, height: width };
    case 2:
      return { x: page.width - x - width, y: page.height - y - height, width, height };
    case 3:
      return { x: page.height - y - height, y: x, width: height, height: width };
    default:
      return box;
  }
}
