import { countOf } from "../plural";
import { creditsText } from "./credits-unit";
import type { CarryOverRule, RequirementCategory } from "./requirements";

/** "At least 2 contact hours of Ethics", "At most 10 contact hours of Self-study counted". */
export function requirementText(category: RequirementCategory, unit: string): string {
  const amount = creditsText(category.credits, unit);
  return category.kind === "minimum"
    ? `At least ${amount} of ${category.name}`
    : `At most ${amount} of ${category.name} counted`;
}

/** The carry-over rule in words, or that there is none. */
export function carryOverText(rule: CarryOverRule | null, unit: string): string {
  if (!rule) return "Nothing carries over from the previous cycle.";
  return `Up to ${creditsText(rule.maxCredits, unit)} earned beyond the requirement in the last ${countOf(rule.lastDays, "day", "days")} of the previous cycle count toward this one.`;
}
