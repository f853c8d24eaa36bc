import { type Plan, type PlanObjective, planObjectives } from "@common/planner";
import { courseOptions } from "./course-options";
import { lexicographicSolve } from "./lexicographic-solve";
import { planAnswer } from "./plan-answer";
import { planGaps } from "./plan-gaps";
import type { PlanCatalogueCourse, PlanInput } from "./plan-input";
import { planningModel } from "./planning-model";

/** How long the solver may search when the caller does not say. */
export const defaultPlanTimeLimitMs = 2000;

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const providerKey = (provider: string) => provider.trim().toLocaleLowerCase("en-US");

/**
 * The catalogue less what the user excluded. A pinned course stays even when its provider or
 * format is excluded (the course itself was chosen); a course excluded by itself is never
 * planned, pinned or not.
 */
function plannableCourses(input: PlanInput): PlanCatalogueCourse[] {
  const { excludedCourses, excludedProviders, excludedFormats, pinnedCourses } = input.preferences;
  const courses = new Set(excludedCourses);
  const providers = new Set(excludedProviders.map(providerKey));
  const formats = new Set<string>(excludedFormats);
  const pinned = new Set(pinnedCourses);
  return [...input.courses]
    .sort(byId)
    .filter(
      (course) =>
        !courses.has(course.id) &&
        (pinned.has(course.id) ||
          (!providers.has(providerKey(course.provider)) && !formats.has(course.format))),
    );
}

/**
 * The renewal plan: the courses that close every gap of every certification before its
 * deadline, smallest first in what the user minimises, then in the other two objectives in
 * the order of `planObjectives`; a gap no plan can close is made as small as it can be first
 * and reported with why. Courses and certifications are taken in id order, so the same input
 * gives the same plan.
 */
export async function planRenewal(input: PlanInput): Promise<Plan> {
  const certifications = [...input.certifications].sort(byId);
  const catalogue = plannableCourses(input);
  const pinned = new Set(input.preferences.pinnedCourses);
  const gaps = planGaps(certifications);
  const order: PlanObjective[] = [
    input.minimize,
    ...planObjectives.filter((objective) => objective !== input.minimize),
  ];
  const timeLimitMs = input.timeLimitMs ?? defaultPlanTimeLimitMs;

  const attempt = async (monthlyHoursLimit: number | null) => {
    const limits = { budget: input.preferences.budget, monthlyHoursLimit };
    const candidates = courseOptions(
      input.today,
      certifications,
      catalogue,
      pinned,
      monthlyHoursLimit !== null,
    );
    const model = planningModel(candidates, gaps, limits);
    const stages = model.withShortfall ? (["shortfall", ...order] as const) : order;
    const outcome = await lexicographicSolve(model, [...stages], timeLimitMs);
    return { candidates, model, outcome };
  };

  let solved = await attempt(input.preferences.monthlyHoursLimit);
  // Only pinned courses taken any time can make the monthly limit impossible to keep; the
  // pins win, as they do over the budget.
  if (solved.outcome.kind === "infeasible") solved = await attempt(null);
  const { candidates, model, outcome } = solved;
  if (outcome.kind === "infeasible") throw new Error("The renewal plan has no solution");
  const chosen = model.options.filter((_, index) =>
    outcome.colValue ? (outcome.colValue[index] ?? 0) > 0.5 : model.colLower[index] === 1,
  );
  return planAnswer({
    input,
    chosen,
    candidates,
    catalogue,
    gaps,
    stoppedAtLimit: outcome.stoppedAtLimit,
  });
}
