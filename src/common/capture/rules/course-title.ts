import { accreditingWords } from "./accrediting-words";
import { dateMentions } from "./date-mentions";
import { firstLabeledValue } from "./labeled-value";
import { phrases } from "./phrases";
import {
  type FieldRead,
  fontSize,
  lineEvidence,
  nextLine,
  type PlacedLine,
  spanEvidence,
} from "./placed-lines";

/** What a course is called on certificates: "course", "activity", "webinar"... */
const activity = "course|activity|program(?:me)?|webinar|training|session|module|event";

const titleLabels = [
  "title of (?:the )?(?:activity|course|program(?:me)?)",
  "(?:course|activity|program(?:me)?|session) title",
  "(?:course|activity) name",
  "title",
  "topic",
  activity,
];
// A label alone or followed by a colon; "Course ID:", "Course Number", "Event date" are not titles.
const titleLabel = new RegExp(
  `^\\s*(?:${phrases(titleLabels)})(?!\\s*(?:#|id|no\\b|number|code|date|type|format))\\s*:?(?=\\s*(?:$|:))`,
  "i",
);

/** Words a title follows: "has successfully completed", "for completing the course titled". */
const completedWords = [
  "(?:has )?(?:successfully )?completed",
  "(?:has )?attended",
  "(?:has )?participated in",
  "(?:for )?(?:the )?successful(?:ly)? complet(?:ion of|ing)",
  "for (?:successfully )?completing",
  "for attending",
  "for participating in",
  `for(?= the (?:[\\w-]+ ){0,2}?(?:${activity}))`,
];
const completedPhrase = new RegExp(
  `\\b(?:${phrases(completedWords)})(?:\\s+the\\s+(?:[\\w-]+\\s+){0,2}?(?:${activity})(?:\\s+(?:titled|entitled))?)?\\s*:?\\s*`,
  "i",
);
const headings =
  /^\s*(?:certificate|statement|record|verification|transcript|continuing\s+(?:education|professional)|this\s+(?:is\s+to\s+)?certif)|^(?:\S+\s+){0,2}certificate\s*$/i;

/**
 * OCR reads a capital whose small letter has the same shape (C O P S U V W X Z) as the small
 * one: "professional Ethics for CPAs", "Medication safety for Enrolled Nurses". In a title
 * whose other words of four letters or more are capitalized, such a word gets its capital back.
 */
function ocrCapital(title: string): string {
  const long = title.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  const small = long.filter((word) => /^\p{Ll}/u.test(word));
  if (long.length < 2 || small.length !== 1 || !/^[copsuvwxz][a-z]+$/.test(small[0] ?? "")) {
    return title;
  }
  const [word = ""] = small;
  return title.replace(new RegExp(`(^|\\s)${word}(?=\\s|$)`), (match) =>
    match.replace(word, word[0]?.toUpperCase() + word.slice(1)),
  );
}

/** Quotes and a trailing "on <date>" or full stop are no part of a title. */
export function cleanTitle(text: string): string {
  return ocrCapital(
    text
      .replace(/\s+(?:on|dated)\s+.*\d{2}.*$/i, "")
      .replace(/^[\s"“‘']+|[\s"”’'.,]+$/g, "")
      .trim(),
  );
}

const looksLikeTitle = (text: string) =>
  /[a-z]/i.test(text) && text.split(/\s+/).length >= 2 && dateMentions(text, false).length === 0;
const labelWords =
  /^(?:[\w#]+\s+){0,2}(?:name|attendee|participant|learner|provider|presenter|speaker|instructor|date|hours?|credits?|id|no\.?|number|#|total|license|location|format|type|method|sponsor|study|objectives?|uan|by|faculty|employer)\s*:/i;
/** "Attendee: Maria Okafor", "Order total: $49.00", but not "Hypertension in 2026: What Is New". */
const isLabelLine = (text: string) =>
  labelWords.test(text) || /^[^:]{1,25}:\s*(?:$|.*[\d$])/.test(text);

/** The line under `placed` when it carries on the same title: same size, close, aligned. */
function continuation(lines: PlacedLine[], placed: PlacedLine): PlacedLine | undefined {
  const next = nextLine(lines, placed);
  if (!next) return undefined;
  const [box, nextBox] = [placed.line.box, next.line.box];
  const size = fontSize(placed);
  const center = (b: typeof box) => b.x + b.width / 2;
  const aligned =
    Math.abs(nextBox.x - box.x) < size || Math.abs(center(nextBox) - center(box)) < size;
  const close = nextBox.y - (box.y + box.height) < Math.max(size, fontSize(next)) * 0.8;
  const text = next.line.text;
  const titleWords =
    /[a-z]/i.test(text) &&
    dateMentions(text, false).length === 0 &&
    !isLabelLine(text) &&
    !accreditingWords.test(text) &&
    !completedPhrase.test(text);
  // A line's height is its letters' as printed in a text layer, but OCR's box grows with the
  // line's descenders (a "g" or "y"): a tenth of the size is the same size. A title line
  // ending in a colon carries on with its subtitle, which may be set a little smaller.
  const sizeTolerance = /:\s*$/.test(placed.line.text) ? size * 0.3 : Math.max(0.5, size * 0.1);
  const sameSize = Math.abs(fontSize(next) - size) < sizeTolerance;
  return sameSize && aligned && close && titleWords && !/[.]$/.test(placed.line.text)
    ? next
    : undefined;
}

/** The title starting at character `start` of `placed`, with its second line when it wraps. */
function titleFrom(lines: PlacedLine[], placed: PlacedLine, start: number, confidence: number) {
  const first = placed.line.text.slice(start);
  const evidence = [spanEvidence(placed, start, placed.line.text.length)];
  const next = continuation(lines, placed);
  if (next) evidence.push(lineEvidence(next));
  const value = cleanTitle(next ? `${first.trim()} ${next.line.text.trim()}` : first);
  return looksLikeTitle(value) ? { value, evidence, confidence } : null;
}

function fromLabel(lines: PlacedLine[]): FieldRead<string> | null {
  const labeled = firstLabeledValue(lines, titleLabel, (text) => looksLikeTitle(cleanTitle(text)));
  if (!labeled) return null;
  const start = labeled.placed.line.text.lastIndexOf(labeled.text);
  return titleFrom(lines, labeled.placed, Math.max(start, 0), 0.9);
}

/** The words after "has successfully completed" on its line, else the next line when none. */
function fromPhrase(lines: PlacedLine[]): FieldRead<string> | null {
  for (const placed of lines) {
    const match = completedPhrase.exec(placed.line.text);
    if (!match || /date/i.test(placed.line.text.slice(0, match.index + 5))) continue;
    const start = match.index + match[0].length;
    if (cleanTitle(placed.line.text.slice(start))) {
      const title = titleFrom(lines, placed, start, 0.85);
      if (title) return title;
      continue;
    }
    const next = nextLine(lines, placed);
    const title = next && !isLabelLine(next.line.text) ? titleFrom(lines, next, 0, 0.85) : null;
    if (title) return title;
  }
  return null;
}

/**
 * The largest line that is not a heading, the participant, the provider or a statement, when
 * it stands out from the smallest text: a letter in one size has no title line.
 */
function fromLargest(lines: PlacedLine[], skip: (string | null)[]): FieldRead<string> | null {
  const smallest = Math.min(...lines.map(fontSize));
  const candidates = lines.filter((placed) => {
    const text = placed.line.text.trim();
    return (
      looksLikeTitle(text) &&
      !headings.test(text) &&
      !skip.some((skipped) => skipped && text.includes(skipped)) &&
      !accreditingWords.test(text) &&
      !isLabelLine(text) &&
      text.split(/\s+/).length <= 16 &&
      fontSize(placed) > smallest
    );
  });
  const largest = [...candidates].sort((a, b) => fontSize(b) - fontSize(a))[0];
  return largest ? titleFrom(lines, largest, 0, 0.6) : null;
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
