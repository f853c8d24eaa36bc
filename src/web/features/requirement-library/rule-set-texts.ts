import { creditsText } from "@common/certifications/credits-unit";
import { countOf } from "@common/plural";
import type { RuleSetSummary } from "@common/requirement-library/library";

/** "every 2 years", "every year", "every 18 months". */
export function cycleText(months: number): string {
  if (months === 12) return "every year";
  return months % 12 === 0
    ? `every ${countOf(months / 12, "year", "years")}`
    : `every ${countOf(months, "month", "months")}`;
}

/** "30 contact hours every 2 years", or the renewal without credits. */
export function ruleSetCreditsText(summary: RuleSetSummary): string {
  if (summary.noCreditsRequired) return `No credits: renewed ${cycleText(summary.cycleMonths)}`;
  return `${creditsText(summary.credits.required, summary.credits.unit)} ${cycleText(summary.cycleMonths)}`;
}
