import { subtractCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import { categoryKey } from "@common/certifications/requirements";
import type { PlannerPreferences } from "@common/planner";
import { countOf } from "@common/plural";
import { approvedFor, certificationFit, courseKeys, creditsIn } from "./course-fit";
import { type PlanGap, stillMissing } from "./plan-gaps";
import type { PlanCatalogueCourse } from "./plan-input";

/**
 * Why a gap stays open in the plan, in the user's words: what the catalogue (after the user's
 * exclusions, inside the reporting period) cannot give at all, and what the user's own limits
 * or the time limit leave uncovered beyond that.
 */
export function uncoveredWhy(context: {
  gap: PlanGap;
  missing: number;
  /** The most the catalogue's courses could close of the gap. */
  capacity: number;
  /** The catalogue's courses after the user's exclusions. */
  catalogue: PlanCatalogueCourse[];
  preferences: Pick<PlannerPreferences, "budget" | "monthlyHoursLimit">;
  stoppedAtLimit: boolean;
}): string {
  const { gap, missing, capacity, catalogue, preferences, stoppedAtLimit } = context;
  const { certification, category } = gap;
  const unit = certification.creditsUnit;
  const still = `${creditsText(missing, unit)} still missing for ${certification.name}`;
  // What the catalogue cannot give at all; the rest of what is missing, the limits leave open.
  const fromCatalogue = Math.min(missing, stillMissing(gap, capacity));
  const notCatalogue = subtractCredits(missing, fromCatalogue);
  const sentences: string[] = [];
  if (capacity <= 0) {
    sentences.push(
      category
        ? `No course in the catalogue covers '${category.name}' in ${unit}: ${still}`
        : `No course in the catalogue counts toward ${certification.name} in ${unit}: ${still}`,
    );
  } else if (stillMissing(gap, capacity) > 0) {
    sentences.push(
      category
        ? `The catalogue's courses cover only ${creditsText(capacity, unit)} of '${category.name}' for ${certification.name}: ${still}`
        : `The catalogue's courses give ${certification.name} only ${creditsText(capacity, unit)}: ${still}`,
    );
  }
  if (fromCatalogue > 0) {
    const other = otherUnits(gap, catalogue);
    if (other) sentences[0] = `${sentences[0]} (${other})`;
  }
  if (notCatalogue > 0) {
    const rest = creditsText(notCatalogue, unit);
    const limits = limitWords(preferences, stoppedAtLimit);
    sentences.push(
      sentences.length > 0
        ? `${capitalised(limits)} ${leave(limits)} ${rest} more uncovered`
        : `${capitalised(limits)} ${leave(limits)} ${category ? `'${category.name}'` : "the total"} open: ${still}`,
    );
  }
  return sentences.join(". ");
}

/** "2 courses in CEUs do not convert to hours", or null when every fitting course converts. */
function otherUnits(gap: PlanGap, catalogue: PlanCatalogueCourse[]): string | null {
  const { certification, category } = gap;
  const key = category && categoryKey(category.name);
  const fit = certificationFit(certification);
  const unconverted = catalogue.filter((course) => {
    const keys = courseKeys(course);
    return (
      (key === null || keys.category === key) &&
      approvedFor(keys, fit) &&
      creditsIn(course, certification.creditsUnit) === null
    );
  });
  if (unconverted.length === 0) return null;
  const units = [...new Set(unconverted.map((course) => course.creditsUnit))].sort();
  const verb = unconverted.length === 1 ? "does" : "do";
  return `${countOf(unconverted.length, "course", "courses")} in ${units.join(", ")} ${verb} not convert to ${certification.creditsUnit}`;
}

function limitWords(
  preferences: Pick<PlannerPreferences, "budget" | "monthlyHoursLimit">,
  stoppedAtLimit: boolean,
): string {
  if (stoppedAtLimit) return "the planner's time limit";
  const budget = preferences.budget !== null;
  const monthly = preferences.monthlyHoursLimit !== null;
  if (budget && monthly) return "your budget and monthly hours limit";
  if (budget) return "your budget";
  if (monthly) return "your monthly hours limit";
  // Courses taken any time can fall in one reporting period or another, not in every one.
  return "the reporting periods' dates";
}

const leave = (limits: string) =>
  limits.includes(" and ") || limits.endsWith("dates") ? "leave" : "leaves";
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("en-US") + text.slice(1);
