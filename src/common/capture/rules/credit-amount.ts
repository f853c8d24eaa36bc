import type { CreditsUnit } from "../../certifications/certification";
import { anyUnit, unitOf } from "./credit-unit-words";
import { type FieldRead, type PlacedLine, spanEvidence } from "./placed-lines";

/** An amount with its unit as written, and how clearly the words say it was earned. */
type CreditMention = {
  placed: PlacedLine;
  credits: number;
  unit: CreditsUnit;
  start: number;
  end: number;
  weight: number;
};

// A number standing alone: not part of an id, a license number, a UAN, a date or a zip code.
// "Category 1" names the AMA's category, never an amount.
const amount = String.raw`(?<![\w#/.\-–])(?<!category\s{1,3})(?<amount>\d{1,3}(?:\.\d{1,2})?)(?![\w/\-–]|\.\d)`;
const amountThenUnit = new RegExp(String.raw`${amount}\s*(?<unit>${anyUnit})(?![\w])`, "gi");
const unitThenAmount = new RegExp(
  String.raw`(?<unit>${anyUnit})\s*(?:\([A-Z]{2,5}\))?\s*(?:earned|awarded|claimed|approved)?\s*[:=]?\s*${amount}`,
  "gi",
);

/** Words that say which amount the participant earned rather than one offered or converted. */
function weightOf(text: string): number {
  if (/=|\bper\b|\bequals?\b/i.test(text)) return 0;
  if (/\b(?:maximum|max\.?|up\s+to|designates|available)\b/i.test(text)) return 1;
  if (/\b(?:claimed|earned|awarded|completed|received|total)\b/i.test(text)) return 3;
  return 2;
}

const overlaps = (a: CreditMention, b: CreditMention) => a.start < b.end && b.start < a.end;

/**
 * A line's mentions, "1.5 contact hours" before "Credit: 1.5": where the two forms share an
 * amount, the unit written right after it is the one meant.
 */
function mentionsIn(placed: PlacedLine): CreditMention[] {
  const kept: CreditMention[] = [];
  for (const mention of writtenMentions(placed)) {
    if (!kept.some((other) => overlaps(other, mention))) kept.push(mention);
  }
  return kept;
}

function writtenMentions(placed: PlacedLine): CreditMention[] {
  const { text } = placed.line;
  const weight = weightOf(text);
  return [amountThenUnit, unitThenAmount].flatMap((pattern) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const unit = unitOf(match.groups?.unit ?? "");
      const credits = Number(match.groups?.amount);
      if (!unit || !(credits > 0) || credits > 200) return [];
      const end = match.index + match[0].length;
      return [{ placed, credits, unit, start: match.index, end, weight }];
    }),
  );
}

export type CreditAmount = { credits: number; unit: CreditsUnit };

/** The credit amount earned and its unit, from the clearest mention; both null when none. */
export function creditAmount(lines: PlacedLine[]): FieldRead<CreditAmount | null> {
  const mentions = lines.flatMap(mentionsIn).filter((mention) => mention.weight > 0);
  const best = [...mentions].sort((a, b) => b.weight - a.weight)[0];
  if (!best) return { value: null, evidence: [], confidence: 0.1 };
  const agreeing = mentions.filter((mention) => mention.credits === best.credits).length;
  return {
    value: { credits: best.credits, unit: best.unit },
    evidence: [spanEvidence(best.placed, best.start, best.end)],
    confidence: Math.min(0.95, 0.6 + 0.1 * best.weight + 0.05 * agreeing),
  };
}
