import { type PlannerPreferences, plannerPreferencesSchema } from "@common/planner";
import type {
  PlanCatalogueCourse,
  PlanCertification,
  PlanInput,
} from "../../src/server/features/planner/plan-input";

/** Hand-made planner instances: certifications and catalogue courses with overrides. */

export const plannerToday = "2027-01-10";

export function planCertification(
  overrides: Partial<PlanCertification> & { id: number },
): PlanCertification {
  return {
    name: `Certification ${overrides.id}`,
    creditsUnit: "contact hours",
    periodStart: "2025-07-01",
    deadline: "2027-06-30",
    missing: 0,
    categories: [],
    profession: null,
    jurisdiction: null,
    ...overrides,
  };
}

export function planCourse(
  overrides: Partial<PlanCatalogueCourse> & { id: number },
): PlanCatalogueCourse {
  return {
    title: `Course ${overrides.id}`,
    provider: "Nurse Academy",
    credits: 1,
    creditsUnit: "contact hours",
    category: "General",
    format: "Online course",
    cost: 10,
    startDate: null,
    endDate: null,
    professions: [],
    jurisdictions: [],
    ...overrides,
  };
}

export function planInput(
  overrides: Partial<Omit<PlanInput, "preferences">> & {
    preferences?: Partial<PlannerPreferences>;
  },
): PlanInput {
  const { preferences, ...rest } = overrides;
  return {
    today: plannerToday,
    certifications: [],
    courses: [],
    minimize: "cost",
    // Ample, so a busy machine never turns a proved optimum into the best found in time.
    timeLimitMs: 60_000,
    ...rest,
    preferences: plannerPreferencesSchema.parse(preferences ?? {}),
  };
}

/** The planned courses' ids, in the plan's order. */
export const plannedIds = (plan: { courses: { opportunityId: number }[] }) =>
  plan.courses.map((course) => course.opportunityId);
