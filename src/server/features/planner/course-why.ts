import { subtractCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import { categoryAmount, sentenceName } from "@common/certifications/progress-texts";
import type { CourseCredit } from "./course-fit";

/** Where a certification stood just before a planned course counted toward it. */
export type CountedStep = {
  credit: CourseCredit;
  /** What counts, after a cap: at most `credit.credits`. */
  counted: number;
  /** The total still missing before it. */
  totalBefore: number;
  /** The category minimum still missing before it, for a minimum category. */
  minimumBefore: number;
  /** Whether a cap category's room runs out with it. */
  capReached: boolean;
};

/**
 * Why a planned course counts toward one certification: "2 implicit bias hours: closes the
 * implicit bias minimum of RN California", "3 contact hours: counts 3 contact hours toward
 * CCRN", with the conversion where its unit differs.
 */
export function courseWhy(step: CountedStep): string {
  const { credit, counted, totalBefore, minimumBefore, capReached } = step;
  const { certification, category } = credit;
  const unit = certification.creditsUnit;
  const name = certification.name;
  const lead = category ? categoryAmount(counted, category.name, unit) : creditsText(counted, unit);
  const parts: string[] = [];
  if (category?.kind === "minimum" && minimumBefore > 0) {
    const after = subtractCredits(minimumBefore, counted);
    parts.push(
      after <= 0
        ? `closes the ${sentenceName(category.name)} minimum of ${name}`
        : `counts toward the ${sentenceName(category.name)} minimum of ${name} (${creditsText(after, unit)} still missing there)`,
    );
  }
  const completes = totalBefore > 0 && subtractCredits(totalBefore, counted) <= 0;
  if (completes) {
    parts.push(`completes the ${creditsText(totalBefore, unit)} ${name} still misses`);
  } else if (parts.length === 0) {
    parts.push(`counts ${creditsText(counted, unit)} toward ${name}`);
  }
  if (category?.kind === "cap") {
    parts.push(
      capReached
        ? `reaches its ${sentenceName(category.name)} cap`
        : `stays within its ${sentenceName(category.name)} cap`,
    );
  }
  const conversion = credit.conversion ? ` (${credit.conversion})` : "";
  return `${lead}: ${joinParts(parts)}${conversion}`;
}

function joinParts(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
