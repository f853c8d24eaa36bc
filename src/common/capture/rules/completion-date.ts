import { type DateLabel, dateLabel } from "./date-label";
import { type DateMention, dateMentions } from "./date-mentions";
import { dayFirstHint } from "./day-first-hint";
import { type FieldRead, lineAbove, type PlacedLine, rowLabel, spanEvidence } from "./placed-lines";

type DateCandidate = { placed: PlacedLine; mention: DateMention; label: DateLabel | null };

const hasDigit = /\d/;

/** A short line without digits: a label such as "COMPLETION DATE" written beside or above. */
function labelLine(placed: PlacedLine | undefined): string {
  if (!placed || hasDigit.test(placed.line.text)) return "";
  return placed.line.text.split(/\s+/).length <= 5 ? placed.line.text : "";
}

/** The words before the date on its line, after any earlier date; else a label line nearby. */
function labelOf(
  lines: PlacedLine[],
  placed: PlacedLine,
  mention: DateMention,
  previousEnd: number,
) {
  const before = placed.line.text.slice(previousEnd, mention.start);
  const inLine = dateLabel(before);
  if (inLine) return inLine;
  const nearby = labelLine(rowLabel(lines, placed)) || labelLine(lineAbove(lines, placed));
  // The second date of "Offered: 03/01/2026 – 06/30/2026" keeps the line's label.
  return (
    dateLabel(nearby) ??
    (previousEnd > 0 ? dateLabel(placed.line.text.slice(0, previousEnd)) : null)
  );
}

function dateCandidates(lines: PlacedLine[]): DateCandidate[] {
  const dayFirst = dayFirstHint(lines.map((placed) => placed.line.text).join("\n"));
  return lines.flatMap((placed) =>
    dateMentions(placed.line.text, dayFirst).map((mention, index, mentions) => {
      const previousEnd = mentions[index - 1]?.end ?? 0;
      return { placed, mention, label: labelOf(lines, placed, mention, previousEnd) };
    }),
  );
}

/** How sure a date is the completion date, by its label. */
const labelConfidence = { completion: 0.95, generic: 0.8, unlabeled: 0.55 } as const;

/**
 * Of dates with no label at all, the one standing alone on its line (a date under a signature
 * line) else the earliest: the dates a certificate leaves unlabeled are rarely later ones.
 */
function unlabeledChoice(candidates: DateCandidate[]): DateCandidate | undefined {
  const alone = candidates.filter(
    ({ placed, mention }) => placed.line.text.trim().length <= mention.end - mention.start + 2,
  );
  const pool = alone.length > 0 ? alone : candidates;
  return [...pool].sort((a, b) => a.mention.date.localeCompare(b.mention.date))[0];
}

function chosenDate(candidates: DateCandidate[]) {
  const withRole = (role: DateLabel["role"]) =>
    candidates.filter((candidate) => candidate.label?.role === role);
  const completion = withRole("completion")[0];
  if (completion) return { candidate: completion, confidence: labelConfidence.completion };
  const generic = withRole("generic")[0];
  if (generic) return { candidate: generic, confidence: labelConfidence.generic };
  const unlabeled = unlabeledChoice(candidates.filter((candidate) => candidate.label === null));
  return unlabeled ? { candidate: unlabeled, confidence: labelConfidence.unlabeled } : null;
}

/** The day the course was completed: never a release, issue, expiry, print or birth date. */
export function completionDate(lines: PlacedLine[]): FieldRead<string | null> {
  const chosen = chosenDate(dateCandidates(lines));
  if (!chosen) return { value: null, evidence: [], confidence: 0.1 };
  const { placed, mention } = chosen.candidate;
  return {
    value: mention.date,
    evidence: [spanEvidence(placed, mention.start, mention.end)],
    confidence: chosen.confidence,
  };
}
