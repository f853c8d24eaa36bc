import { plural } from "../plural";
import type { CreditsUnit } from "./certification";
import { formatCredits } from "./credit-amount";

/**
 * Credits units are named in the plural; this is each one's singular, for a count of exactly 1.
 * A unit not listed here (an abbreviation such as "PDH", say) is shown as it is for every count:
 * dropping a final "s" by rule would spell some units wrong, and an unchanged noun still reads.
 */
const singularUnits: Record<CreditsUnit, string> = {
  hours: "hour",
  "contact hours": "contact hour",
  CEUs: "CEU",
  credits: "credit",
  points: "point",
};

function singularOf(unit: string): string {
  return Object.hasOwn(singularUnits, unit) ? singularUnits[unit as CreditsUnit] : unit;
}

/** The unit's form that goes with `count`: "hour" for 1, "hours" for 0 or 1.5. */
export function unitFor(count: number, unit: string): string {
  return plural(count, singularOf(unit), unit);
}

/** "1 hour", "1.5 hours", "1 CEU", "3 contact hours". */
export function creditsText(count: number, unit: string): string {
  return `${formatCredits(count)} ${unitFor(count, unit)}`;
}

/** "12 of 30 hours", "1 of 1 hour": the unit goes with the credits required. */
export function creditsOfRequiredText(earned: number, required: number, unit: string): string {
  return `${formatCredits(earned)} of ${creditsText(required, unit)}`;
}
