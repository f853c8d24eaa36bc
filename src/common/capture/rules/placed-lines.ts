import type {
  Box,
  DocumentLine,
  DocumentText,
  DocumentWord,
  FieldEvidence,
} from "../document-text";

/** A line with the page it is on and its place in the document's reading order. */
export type PlacedLine = { page: number; line: DocumentLine; order: number };

/** What one rule read for one field: the value, the words it came from, and how sure it is. */
export type FieldRead<T> = { value: T; evidence: FieldEvidence[]; confidence: number };

/**
 * A line split where a wide gap between words shows two columns ("Completion Date      May 28,
 * 2026" as OCR may read it), so a label and its value read as a text layer gives them.
 */
function columnsOf(line: DocumentLine): DocumentLine[] {
  const parts: DocumentWord[][] = [];
  let previous: DocumentWord | undefined;
  for (const word of line.words) {
    const gap = previous ? word.box.x - (previous.box.x + previous.box.width) : 0;
    if (!previous || gap > line.box.height * 2) parts.push([word]);
    else parts.at(-1)?.push(word);
    previous = word;
  }
  if (parts.length < 2) return [line];
  return parts.map((words) => ({
    text: words.map((word) => word.text).join(" "),
    box: unionBox(words.map((word) => word.box)),
    words,
  }));
}

export function placedLines(document: DocumentText): PlacedLine[] {
  return document.pages
    .flatMap((page) => page.lines.flatMap(columnsOf).map((line) => ({ page: page.number, line })))
    .map((placed, order) => ({ ...placed, order }));
}

/** The font size of a line: its box's height. */
export const fontSize = (placed: PlacedLine) => placed.line.box.height;

function unionBox(boxes: Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Where each word starts in the line's text, found in order. */
function wordStarts(line: DocumentLine): number[] {
  let cursor = 0;
  return line.words.map((word) => {
    const start = line.text.indexOf(word.text, cursor);
    cursor = start < 0 ? cursor : start + word.text.length;
    return start < 0 ? -1 : start;
  });
}

/** The words of `placed` between characters `start` and `end` of its text, with their box. */
export function spanEvidence(placed: PlacedLine, start: number, end: number): FieldEvidence {
  const { line } = placed;
  const starts = wordStarts(line);
  const words = line.words.filter((word, index) => {
    const wordStart = starts[index] ?? -1;
    return wordStart >= 0 && wordStart < end && wordStart + word.text.length > start;
  });
  const boxes = words.length > 0 ? words.map((word) => word.box) : [line.box];
  return { text: line.text.slice(start, end).trim(), page: placed.page, box: unionBox(boxes) };
}

/** The whole line as evidence. */
export const lineEvidence = (placed: PlacedLine): FieldEvidence =>
  spanEvidence(placed, 0, placed.line.text.length);

const verticalMiddle = (box: Box) => box.y + box.height / 2;

/** A line on the same row, to the left of `placed`: a label in a two-column layout. */
export function rowLabel(lines: PlacedLine[], placed: PlacedLine): PlacedLine | undefined {
  const middle = verticalMiddle(placed.line.box);
  return lines
    .filter((other) => other.page === placed.page && other !== placed)
    .filter((other) => other.line.box.x + other.line.box.width <= placed.line.box.x + 1)
    .filter(
      (other) => Math.abs(verticalMiddle(other.line.box) - middle) < placed.line.box.height / 2,
    )
    .at(-1);
}

/** The line just above `placed` when it is close: a label written over its value. */
export function lineAbove(lines: PlacedLine[], placed: PlacedLine): PlacedLine | undefined {
  const { box } = placed.line;
  const above = lines
    .filter(
      (other) =>
        other.page === placed.page && other.line.box.y + other.line.box.height <= box.y + 1,
    )
    .filter((other) => box.y - (other.line.box.y + other.line.box.height) < box.height * 1.5)
    .filter(
      (other) =>
        other.line.box.x < box.x + box.width && other.line.box.x + other.line.box.width > box.x,
    );
  return above.sort((a, b) => b.line.box.y - a.line.box.y)[0];
}

/** The next line in reading order, on the same page. */
export function nextLine(lines: PlacedLine[], placed: PlacedLine): PlacedLine | undefined {
  const next = lines[placed.order + 1];
  return next && next.page === placed.page ? next : undefined;
}
