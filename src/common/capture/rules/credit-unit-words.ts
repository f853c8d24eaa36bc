import type { CreditsUnit } from "../../certifications/certification";

/**
 * How certificates name their units, mapped to the certification units. The order matters:
 * longer names first, so "CPE credits" is not read as plain "credits".
 * - contact hours (nursing, social work) → contact hours
 * - CEU, continuing education unit (pharmacy, ACPE: 0.1 CEU = 1 contact hour) → CEUs
 * - CPE credits (NASBA), CME / AMA PRA Category 1 Credits™, plain credits → credits
 * - PDH (engineering professional development hours), CPD hours, CE / clock / credit hours → hours
 * - PDU (project management), CPD points, points → points
 */
export const unitWords: [pattern: string, unit: CreditsUnit][] = [
  [String.raw`(?:AMA\s+PRA\s+)?Category\s+1\s+(?:CME\s+)?Credits?(?:\(s\))?\s*™?`, "credits"],
  [String.raw`contact\s+hours?|contact\s+hrs?\.?|CE\s+contact\s+hours?`, "contact hours"],
  [String.raw`CEUs?|continuing\s+education\s+units?`, "CEUs"],
  [
    String.raw`CPE\s+credits?(?:\s+hours?)?|CME\s+credits?|CE\s+credits?|credits?(?:\(s\))?`,
    "credits",
  ],
  [String.raw`PDHs?|professional\s+development\s+hours?`, "hours"],
  [String.raw`CPD\s+points?|PDUs?|points?`, "points"],
  [String.raw`CPD\s+hours?|CE\s+hours?|clock\s+hours?|credit\s+hours?|hours?|hrs?\.?`, "hours"],
];

/** The certification unit a matched unit name stands for. */
export function unitOf(words: string): CreditsUnit | null {
  for (const [pattern, unit] of unitWords) {
    if (new RegExp(`^(?:${pattern})$`, "i").test(words.trim())) return unit;
  }
  return null;
}

/** One alternation of every unit name, longest forms first. */
export const anyUnit = unitWords.map(([pattern]) => pattern).join("|");
