import { accreditingWords } from "./accrediting-words";
import { dateMentions } from "./date-mentions";
import { firstLabeledValue } from "./labeled-value";
import {
  type FieldRead,
  fontSize,
  lineEvidence,
  nextLine,
  type PlacedLine,
  spanEvidence,
} from "./placed-lines";

const titleLabel =
  /^\s*(?:course\s+title|activity\s+title|program(?:me)?\s+title|session\s+title|course\s+name|activity\s+name|title|course|activity|program(?:me)?|session|webinar|event|topic|module)(?!\s*(?:#|id|no\b|number|code|date|type|format))\s*:?(?=\s*(?:$|:))/i;
const completedPhrase =
  /\b(?:has\s+)?(?:successfully\s+)?(?:completed|attended|participated\s+in|for\s+(?:successfully\s+)?completing|for\s+attending|for\s+participating\s+in)(?:\s+the\s+(?:[\w-]+\s+){0,2}?(?:course|activity|program(?:me)?|webinar|training|session|module|event)(?:\s+(?:titled|entitled))?)?\s*:?\s*/i;
const headings =
  /^\s*(?:certificate|statement|record|verification|transcript|cpd\s+certificate|continuing\s+(?:education|professional)|this\s+(?:is\s+to\s+)?certif)/i;

/** Quotes and a trailing "on <date>" or full stop are no part of a title. */
export function cleanTitle(text: string): string {
  return text
    .replace(/\s+(?:on|dated)\s+.*\d{2}.*$/i, "")
    .replace(/^[\s"“‘']+|[\s"”’'.,]+$/g, "")
    .trim();
}

const looksLikeTitle = (text: string) =>
  /[a-z]/i.test(text) && text.split(/\s+/).length >= 2 && dateMentions(text, false).length === 0;

function fromLabel(lines: PlacedLine[]): FieldRead<string> | null {
  const labeled = firstLabeledValue(lines, titleLabel, (text) => looksLikeTitle(cleanTitle(text)));
  return (
    labeled && { value: cleanTitle(labeled.text), evidence: [labeled.evidence], confidence: 0.9 }
  );
}

/** The words after "has successfully completed" on its line, else the next line. */
function fromPhrase(lines: PlacedLine[]): FieldRead<string> | null {
  for (const placed of lines) {
    const match = completedPhrase.exec(placed.line.text);
    if (!match || /date/i.test(placed.line.text.slice(0, match.index + 5))) continue;
    const start = match.index + match[0].length;
    const rest = cleanTitle(placed.line.text.slice(start));
    if (looksLikeTitle(rest)) {
      const at = placed.line.text.indexOf(rest, start);
      return {
        value: rest,
        evidence: [spanEvidence(placed, at, at + rest.length)],
        confidence: 0.85,
      };
    }
    const next = nextLine(lines, placed);
    const title = next && cleanTitle(next.line.text);
    if (next && title && looksLikeTitle(title)) {
      return { value: title, evidence: [lineEvidence(next)], confidence: 0.85 };
    }
  }
  return null;
}

/** The size most of the text is written in. */
function bodySizeOf(lines: PlacedLine[]): number {
  const characters = new Map<number, number>();
  for (const placed of lines) {
    const size = fontSize(placed);
    characters.set(size, (characters.get(size) ?? 0) + placed.line.text.length);
  }
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/**
 * The largest line that is not a heading, the participant, the provider or a statement, when
 * it stands out from the body text: a letter in one size has no title line.
 */
function fromLargest(lines: PlacedLine[], skip: (string | null)[]): FieldRead<string> | null {
  const bodySize = bodySizeOf(lines);
  const candidates = lines.filter((placed) => {
    const { line } = placed;
    const text = line.text.trim();
    return (
      looksLikeTitle(text) &&
      !headings.test(text) &&
      !skip.some((skipped) => skipped && text.includes(skipped)) &&
      !accreditingWords.test(text) &&
      !text.includes(":") &&
      text.split(/\s+/).length <= 16 &&
      fontSize(placed) > bodySize
    );
  });
  const largest = [...candidates].sort((a, b) => fontSize(b) - fontSize(a))[0];
  return largest
    ? { value: cleanTitle(largest.line.text), evidence: [lineEvidence(largest)], confidence: 0.6 }
    : null;
}

/** The course or activity title; null (and low confidence) when none is found. */
export function courseTitle(
  lines: PlacedLine[],
  participant: string | null,
  provider: string | null,
): FieldRead<string | null> {
  return (
    fromLabel(lines) ??
    fromPhrase(lines) ??
    fromLargest(lines, [participant, provider]) ?? { value: null, evidence: [], confidence: 0.1 }
  );
}
