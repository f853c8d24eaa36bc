import type { Box, FieldEvidence } from "../document-text";
import type { FieldRead, PlacedLine } from "./placed-lines";

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** How sure the text engine was of the words in one piece of evidence: their mean (OCR), else 1. */
function wordsConfidence(lines: PlacedLine[], evidence: FieldEvidence): number {
  const words = lines
    .filter((placed) => placed.page === evidence.page)
    .flatMap((placed) => placed.line.words)
    .filter((word) => inside(word.box, evidence.box));
  if (words.length === 0) return 1;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

/**
 * A rule's confidence lowered by how unsure OCR was of the words it read: a date read from
 * smudged digits is marked uncertain however clear its label. Text-layer words count as sure.
 */
export function readingConfidence<T>(lines: PlacedLine[], read: FieldRead<T>): number {
  const least = Math.min(1, ...read.evidence.map((evidence) => wordsConfidence(lines, evidence)));
  return Math.round(read.confidence * least * 100) / 100;
}
