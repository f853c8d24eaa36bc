import { subtractCredits } from "@common/certifications/credit-amount";
import type { CourseCredit } from "./course-fit";
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
 * The most of each gap that the given courses could close together, each course counted once
 * (whichever of its options counts toward the certification), a cap's room at most per capped
 * category.
 */
export function gapCapacities(gaps: PlanGap[], courses: CourseOption[][]): Map<PlanGap, number> {
  const totals = new Map<PlanCertification, number>();
  const categories = new Map<PlanCategory, number>();
  for (const options of courses) {
    const credits = new Map<PlanCertification, CourseCredit>();
    for (const option of options) {
      for (const credit of option.credits) {
        if (!credits.has(credit.certification)) credits.set(credit.certification, credit);
      }
    }
    for (const { certification, category, credits: given } of credits.values()) {
      if (category) categories.set(category, (categories.get(category) ?? 0) + given);
      if (category?.kind !== "cap")
        totals.set(certification, (totals.get(certification) ?? 0) + given);
    }
  }
  return new Map(
    gaps.map((gap) => {
      if (gap.category) return [gap, categories.get(gap.category) ?? 0];
      const capped = gap.certification.categories
        .filter((category) => category.kind === "cap")
        .reduce(
          (sum, category) => sum + Math.min(category.credits, categories.get(category) ?? 0),
          0,
        );
      return [gap, (totals.get(gap.certification) ?? 0) + capped];
    }),
  );
}

/** What the gap still misses once `covered` counts toward it; never below 0. */
export function stillMissing(gap: PlanGap, covered: number): number {
  return Math.max(0, subtractCredits(gap.missing, covered));
}
