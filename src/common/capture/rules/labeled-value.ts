import type { FieldEvidence } from "../document-text";
import { nextLine, type PlacedLine, rowLabel, spanEvidence } from "./placed-lines";

/** A value found after a label: its text and the words it was read from. */
export type LabeledValue = { text: string; placed: PlacedLine; evidence: FieldEvidence };

/** The line on the same row to the right of `placed`: a value in a two-column layout. */
function rowValue(lines: PlacedLine[], placed: PlacedLine): PlacedLine | undefined {
  return lines.find((other) => other !== placed && rowLabel(lines, other) === placed);
}

function wholeLine(placed: PlacedLine): LabeledValue {
  const text = placed.line.text.trim();
  const start = placed.line.text.indexOf(text);
  return { text, placed, evidence: spanEvidence(placed, start, start + text.length) };
}

/**
 * The value a label names: the rest of the label's line ("Course: Wound Care"), else the line
 * beside it (two columns) or under it. `label` must match at the start of a line.
 */
export function labeledValue(
  lines: PlacedLine[],
  placed: PlacedLine,
  label: RegExp,
): LabeledValue | null {
  const match = label.exec(placed.line.text);
  if (!match) return null;
  const rest = placed.line.text.slice(match.index + match[0].length);
  const text = rest.replace(/^[\s:–-]+/, "").trim();
  if (text) {
    const start = placed.line.text.indexOf(text, match.index + match[0].length);
    return { text, placed, evidence: spanEvidence(placed, start, start + text.length) };
  }
  const value = rowValue(lines, placed) ?? nextLine(lines, placed);
  return value ? wholeLine(value) : null;
}

/** The first labeled value in reading order that `accept` takes. */
export function firstLabeledValue(
  lines: PlacedLine[],
  label: RegExp,
  accept: (text: string) => boolean = () => true,
): LabeledValue | null {
  for (const placed of lines) {
    const value = labeledValue(lines, placed, label);
    if (value && accept(value.text)) return value;
  }
  return null;
}
