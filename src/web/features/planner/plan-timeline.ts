import type { Plan, PlanCourse } from "@common/planner";

/** The courses to finish by one deadline, and the certifications due that day. */
export type DeadlineGroup = {
  deadline: string;
  /** The certifications due on `deadline` that these courses count toward, by name. */
  certifications: string[];
  courses: PlanCourse[];
};

/**
 * The plan's timeline: its courses grouped by the deadline each is planned for, earliest
 * first, in the plan's order within a group. `deadlines` gives each certification's deadline
 * (the end of its reporting period); a course shared with a certification due later names only
 * the one due that day, and names every certification it counts toward when none is known.
 */
export function planTimeline(
  courses: readonly PlanCourse[],
  deadlines: ReadonlyMap<number, string | null>,
): DeadlineGroup[] {
  type Group = { names: Map<number, string>; courses: PlanCourse[] };
  const groups = new Map<string, Group>();
  for (const course of courses) {
    const group: Group = groups.get(course.deadline) ?? { names: new Map(), courses: [] };
    groups.set(course.deadline, group);
    group.courses.push(course);
    const dueThen = course.countsToward.filter(
      (count) => deadlines.get(count.certificationId) === course.deadline,
    );
    for (const count of dueThen.length > 0 ? dueThen : course.countsToward) {
      group.names.set(count.certificationId, count.certificationName);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([deadline, group]) => ({
      deadline,
      certifications: [...group.names.values()],
      courses: group.courses,
    }));
}

/**
 * What the planner page shows: "no-certifications" when no certification is active, "on-track"
 * when nothing is missing anywhere, otherwise "plan" (courses, what no course can close, or
 * both).
 */
export type PlanPicture = "no-certifications" | "on-track" | "plan";

export function planPicture(
  plan: Pick<Plan, "courses" | "uncovered">,
  activeCertifications: number,
): PlanPicture {
  if (activeCertifications === 0) return "no-certifications";
  if (plan.courses.length === 0 && plan.uncovered.length === 0) return "on-track";
  return "plan";
}

/** The step the dashboard shows: the plan's first course, by deadline. */
export function firstStep(plan: Pick<Plan, "courses">): PlanCourse | null {
  return planTimeline(plan.courses, new Map())[0]?.courses[0] ?? null;
}
