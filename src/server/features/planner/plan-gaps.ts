import { subtractCredits } from "@common/certifications/credit-amount";
import type { CourseOption } from "./course-options";
import type { PlanCategory, PlanCertification } from "./plan-input";

/**
 * What the plan must close: each certification's total still missing, and each category
 * minimum still missing. Caps are no gap: they limit what a category's courses add to the total.
 */
export type PlanGap = {
  certification: PlanCertification;
  /** A minimum category; null for the total. */
  category: PlanCategory | null;
  missing: number;
};

export function planGaps(certifications: PlanCertification[]): PlanGap[] {
  return certifications.flatMap((certification) => [
    ...(certification.missing > 0
      ? [{ certification, category: null, missing: certification.missing }]
      : []),
    ...certification.categories
      .filter((category) => category.kind === "minimum" && category.credits > 0)
      .map((category) => ({ certification, category, missing: category.credits })),
  ]);
}

/**
 * The most of the gap that the given courses could close together, each counted once
 * (whichever of its options counts toward the certification), a cap's room at most per capped
 * category.
 */
export function gapCapacity(gap: PlanGap, courses: CourseOption[][]): number {
  const capped = new Map<PlanCategory, number>();
  let capacity = 0;
  for (const options of courses) {
    const credit = options
      .flatMap((option) => option.credits)
      .find((candidate) => candidate.certification === gap.certification);
    if (!credit) continue;
    if (gap.category !== null) {
      if (credit.category === gap.category) capacity += credit.credits;
    } else if (credit.category?.kind === "cap") {
      capped.set(credit.category, (capped.get(credit.category) ?? 0) + credit.credits);
    } else {
      capacity += credit.credits;
    }
  }
  for (const [category, credits] of capped) capacity += Math.min(category.credits, credits);
  return capacity;
}

/** What the gap still misses once `covered` counts toward it; never below 0. */
export function stillMissing(gap: PlanGap, covered: number): number {
  return Math.max(0, subtractCredits(gap.missing, covered));
}
