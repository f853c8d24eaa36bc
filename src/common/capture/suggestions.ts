import { formatCalendarDate } from "../certifications/calendar-date";
import type { CreditsUnit } from "../certifications/certification";
import { creditsText } from "../certifications/credits-unit";
import { categoryKey, type Requirements } from "../certifications/requirements";
import { convertCredits } from "../certifications/unit-conversions";
import type { CaptureFields } from "./capture-fields";

/** What a suggestion weighs of one of the user's active certifications. */
export type SuggestionCandidate = {
  id: number;
  name: string;
  creditsUnit: CreditsUnit;
  reportingPeriodStart: string | null;
  reportingPeriodEnd: string | null;
  requirements: Requirements;
};

export type CaptureSuggestion = {
  certificationId: number;
  name: string;
  credits: number | null;
  why: string[];
};

/**
 * The certificate's credits in a certification's unit, saying how (the same unit, or a
 * conversion with its source), or null when the units do not convert.
 */
function creditsIn(fields: CaptureFields, unit: CreditsUnit, why: string[]): number | null {
  if (fields.credits === null || fields.creditsUnit === null) return null;
  if (fields.creditsUnit === unit) {
    why.push(`Counted in ${unit}, as the certificate says`);
    return fields.credits;
  }
  const converted = convertCredits(fields.credits, fields.creditsUnit, unit);
  if (converted) {
    why.push(converted.words);
    return converted.amount;
  }
  why.push(
    `The certificate says ${creditsText(fields.credits, fields.creditsUnit)}; it counts ${unit}, which do not convert`,
  );
  return null;
}

/**
 * The certifications a certificate could count toward, and why: its unit is theirs, it was
 * completed inside their reporting period, it names one of their categories. A certification
 * whose period the completion date falls outside is not suggested; one in another unit is, its
 * credits converted where a source converts the units, else left for the user to give.
 */
export function captureSuggestions(
  fields: CaptureFields,
  candidates: SuggestionCandidate[],
): CaptureSuggestion[] {
  const suggestions: CaptureSuggestion[] = [];
  for (const certification of candidates) {
    const why: string[] = [];
    const date = fields.completionDate;
    const { reportingPeriodStart: start, reportingPeriodEnd: end } = certification;
    if (date && start && end) {
      if (date < start || date > end) continue;
      why.push(
        `Completed inside its reporting period (${formatCalendarDate(start)} – ${formatCalendarDate(end)})`,
      );
    }
    const credits = creditsIn(fields, certification.creditsUnit, why);
    const asked = new Map(
      certification.requirements.categories.map((category) => [
        categoryKey(category.name),
        category.name,
      ]),
    );
    const named = fields.categories.filter((name) => asked.has(categoryKey(name)));
    if (named.length > 0) why.push(`Counts toward its ${named.join(", ")} requirement`);
    suggestions.push({
      certificationId: certification.id,
      name: certification.name,
      credits,
      why,
    });
  }
  return suggestions;
}
