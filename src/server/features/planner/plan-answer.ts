import { subtractCredits, sumCredits } from "@common/certifications/credit-amount";
import type { Plan, PlanCount, PlanCourse, PlanUncovered } from "@common/planner";
import type { CourseOption } from "./course-options";
import { type CountedStep, courseWhy } from "./course-why";
import { gapCapacities, type PlanGap } from "./plan-gaps";
import type { PlanCatalogueCourse, PlanCategory, PlanCertification, PlanInput } from "./plan-input";
import { uncoveredWhy } from "./uncovered-why";

/**
 * The plan as the user reads it, from the chosen course options: in the order they are taken,
 * each counting toward its certifications (a cap's room given to the earliest courses first),
 * each with why, the totals, and the gaps left open with why.
 */
export function planAnswer(context: {
  input: PlanInput;
  chosen: CourseOption[];
  /** Every course option the catalogue offers after the user's exclusions. */
  candidates: CourseOption[][];
  catalogue: PlanCatalogueCourse[];
  gaps: PlanGap[];
  stoppedAtLimit: boolean;
}): Plan {
  const { input, chosen, candidates, catalogue, gaps, stoppedAtLimit } = context;
  const totalLeft = new Map<PlanCertification, number>(
    input.certifications.map((certification) => [
      certification,
      Math.max(0, certification.missing),
    ]),
  );
  const categoryLeft = new Map<PlanCategory, number>(
    input.certifications.flatMap((certification) =>
      certification.categories.map(
        (category) => [category, Math.max(0, category.credits)] as const,
      ),
    ),
  );
  const ordered = [...chosen].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.course.id - b.course.id,
  );
  const courses = ordered.map((option): PlanCourse => {
    const countsToward = option.credits.flatMap((credit): PlanCount[] => {
      const { certification, category } = credit;
      const room = category ? (categoryLeft.get(category) ?? 0) : 0;
      const counted = category?.kind === "cap" ? Math.min(credit.credits, room) : credit.credits;
      if (counted <= 0) return [];
      const totalBefore = totalLeft.get(certification) ?? 0;
      const step: CountedStep = {
        credit,
        counted,
        totalBefore,
        minimumBefore: category?.kind === "minimum" ? room : 0,
        capReached: category?.kind === "cap" && subtractCredits(room, counted) <= 0,
      };
      totalLeft.set(certification, Math.max(0, subtractCredits(totalBefore, counted)));
      if (category) categoryLeft.set(category, Math.max(0, subtractCredits(room, counted)));
      return [
        {
          certificationId: certification.id,
          certificationName: certification.name,
          credits: counted,
          creditsUnit: certification.creditsUnit,
          categories: category ? [category.name] : [],
          why: courseWhy(step),
        },
      ];
    });
    const deadlines = option.credits
      .filter((credit) =>
        countsToward.some((count) => count.certificationId === credit.certification.id),
      )
      .map((credit) => credit.certification.deadline)
      .sort();
    return {
      opportunityId: option.course.id,
      title: option.course.title,
      provider: option.course.provider,
      credits: option.course.credits,
      creditsUnit: option.course.creditsUnit,
      format: option.course.format,
      cost: option.course.cost,
      startDate: option.startDate,
      anyTime: option.course.startDate === null && option.course.endDate === null,
      deadline: deadlines[0] ?? option.course.endDate ?? option.startDate,
      pinned: option.pinned,
      countsToward,
    };
  });

  const capacities = gapCapacities(gaps, candidates);
  const uncovered = gaps.flatMap((gap): PlanUncovered[] => {
    const left = gap.category
      ? (categoryLeft.get(gap.category) ?? 0)
      : (totalLeft.get(gap.certification) ?? 0);
    const missing = left;
    if (missing <= 0) return [];
    const why = uncoveredWhy({
      gap,
      missing,
      capacity: capacities.get(gap) ?? 0,
      catalogue,
      preferences: input.preferences,
      stoppedAtLimit,
    });
    return [
      {
        certificationId: gap.certification.id,
        certificationName: gap.certification.name,
        category: gap.category?.name ?? null,
        missing,
        creditsUnit: gap.certification.creditsUnit,
        why,
      },
    ];
  });

  const creditsByUnit: Record<string, number> = {};
  for (const course of courses) {
    creditsByUnit[course.creditsUnit] = sumCredits([
      creditsByUnit[course.creditsUnit] ?? 0,
      course.credits,
    ]);
  }
  return {
    status: stoppedAtLimit ? "time-limit" : "optimal",
    minimize: input.minimize,
    courses,
    totals: {
      cost: courses.reduce((sum, course) => sum + (course.cost ?? 0), 0),
      credits: creditsByUnit,
      courses: courses.length,
    },
    uncovered,
    preferences: input.preferences,
    excludedCourses: excludedCourses(input),
  };
}

/** The courses of the input the user excluded, in id order, named. */
function excludedCourses({ courses, preferences }: PlanInput): Plan["excludedCourses"] {
  const excluded = new Set(preferences.excludedCourses);
  return courses
    .filter((course) => excluded.has(course.id))
    .sort((a, b) => a.id - b.id)
    .map(({ id, title, provider }) => ({ opportunityId: id, title, provider }));
}
