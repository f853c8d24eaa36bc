import { subtractCredits } from "@common/certifications/credit-amount";
import { courseOptions } from "../../src/server/features/planner/course-options";
import type {
  PlanCategory,
  PlanCertification,
  PlanInput,
} from "../../src/server/features/planner/plan-input";

/**
 * The baseline the planner is measured against: repeatedly take the course with the lowest cost
 * per gap credit it closes (each certification's total and category minimums, a cap's room at
 * most), until no course closes anything. It plans from the same candidates as the planner,
 * without the user's limits.
 */
export function greedyPlan(input: PlanInput): { cost: number; courses: number; open: number } {
  const candidates = courseOptions(
    input.today,
    input.certifications,
    input.courses,
    new Set(),
    false,
  );
  const totalLeft = new Map<PlanCertification, number>(
    input.certifications.map((c) => [c, c.missing]),
  );
  const categoryLeft = new Map<PlanCategory, number>(
    input.certifications.flatMap((c) =>
      c.categories.map((category) => [category, category.credits] as const),
    ),
  );
  const taken = new Set<number>();
  let cost = 0;
  for (;;) {
    let best: { index: number; option: number; score: number; gain: number } | null = null;
    candidates.forEach((options, index) => {
      if (taken.has(index)) return;
      options.forEach((option, at) => {
        let gain = 0;
        for (const credit of option.credits) {
          const room = credit.category ? (categoryLeft.get(credit.category) ?? 0) : 0;
          const counted =
            credit.category?.kind === "cap" ? Math.min(credit.credits, room) : credit.credits;
          gain += Math.min(counted, totalLeft.get(credit.certification) ?? 0);
          if (credit.category?.kind === "minimum") gain += Math.min(credit.credits, room);
        }
        if (gain <= 0) return;
        const score = (option.course.cost ?? 0) / gain;
        if (!best || score < best.score) best = { index, option: at, score, gain };
      });
    });
    if (best === null) break;
    const { index, option: at } = best as { index: number; option: number };
    const option = candidates[index]?.[at];
    if (!option) break;
    taken.add(index);
    cost += option.course.cost ?? 0;
    for (const credit of option.credits) {
      const room = credit.category ? (categoryLeft.get(credit.category) ?? 0) : 0;
      const counted =
        credit.category?.kind === "cap" ? Math.min(credit.credits, room) : credit.credits;
      const left = totalLeft.get(credit.certification) ?? 0;
      totalLeft.set(credit.certification, Math.max(0, subtractCredits(left, counted)));
      if (credit.category)
        categoryLeft.set(credit.category, Math.max(0, subtractCredits(room, counted)));
    }
  }
  const open = [
    ...totalLeft.values(),
    ...[...categoryLeft].flatMap(([category, left]) => (category.kind === "minimum" ? [left] : [])),
  ].reduce((sum, left) => sum + left, 0);
  return { cost, courses: taken.size, open };
}
