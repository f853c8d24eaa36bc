import { firstLabeledValue } from "./labeled-value";
import { nextLine, type PlacedLine } from "./placed-lines";

const nameLabel =
  /^\s*(?:participant|attendee|learner|name|participant\s+name|student|delegate|awarded\s+to|presented\s+to|issued\s+to)\b\s*:?/i;
const nameBefore =
  /\b(?:certif(?:y|ies)\s+that|presented\s+to|awarded\s+to|issued\s+to|granted\s+to|is\s+hereby\s+awarded\s+to)\s*:?\s*$/i;

/**
 * The participant's name as a whole line: after a label ("Participant: Jane Doe") or under
 * "This certifies that". The title and provider rules skip it.
 */
export function participantName(lines: PlacedLine[]): string | null {
  const labeled = firstLabeledValue(lines, nameLabel);
  if (labeled) return labeled.text;
  const cue = lines.find((placed) => nameBefore.test(placed.line.text));
  return (cue && nextLine(lines, cue)?.line.text.trim()) ?? null;
}
