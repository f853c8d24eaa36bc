import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

describe("gaps no plan closes", () => {
  it("reports a category no course covers, and still closes the rest", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({
            id: 1,
            name: "RN Texas",
            missing: 10,
            categories: [{ name: "Pain management", kind: "minimum", credits: 1 }],
          }),
        ],
        courses: [planCourse({ id: 1, credits: 10, cost: 30 })],
      }),
    );
    expect(plannedIds(plan)).toEqual([1]);
    expect(plan.uncovered).toEqual([
      {
        certificationId: 1,
        certificationName: "RN Texas",
        category: "Pain management",
        missing: 1,
        creditsUnit: "contact hours",
        why: "No course in the catalogue covers 'Pain management' in contact hours: 1 contact hour still missing for RN Texas",
      },
    ]);
  });

  it("takes all the catalogue has toward a gap it cannot close, and says how much is left", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({
            id: 1,
            name: "RN Texas",
            missing: 4,
            categories: [{ name: "Ethics", kind: "minimum", credits: 4 }],
          }),
        ],
        courses: [planCourse({ id: 1, credits: 1.5, cost: 30, category: "ethics" })],
      }),
    );
    expect(plannedIds(plan)).toEqual([1]);
    expect(
      plan.uncovered.map(({ category, missing, why }) => ({ category, missing, why })),
    ).toEqual([
      {
        category: null,
        missing: 2.5,
        why: "The catalogue's courses give RN Texas only 1.5 contact hours: 2.5 contact hours still missing for RN Texas",
      },
      {
        category: "Ethics",
        missing: 2.5,
        why: "The catalogue's courses cover only 1.5 contact hours of 'Ethics' for RN Texas: 2.5 contact hours still missing for RN Texas",
      },
    ]);
  });

  it("says when the budget, not the catalogue, leaves a gap open", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [planCertification({ id: 1, name: "RN Texas", missing: 4 })],
        courses: [
          planCourse({ id: 1, credits: 2, cost: 20 }),
          planCourse({ id: 2, credits: 2, cost: 25 }),
        ],
        preferences: { budget: 30 },
      }),
    );
    expect(plannedIds(plan)).toEqual([1]);
    expect(plan.uncovered.map((gap) => gap.why)).toEqual([
      "Your budget leaves the total open: 2 contact hours still missing for RN Texas",
    ]);
  });

  it("says when the plan stopped at the time limit", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [planCertification({ id: 1, name: "RN Texas", missing: 4 })],
        courses: [planCourse({ id: 1, credits: 4, cost: 20 })],
        timeLimitMs: 0,
      }),
    );
    expect(plan.status).toBe("time-limit");
    expect(plan.uncovered.map((gap) => gap.why)).toEqual([
      "The planner's time limit leaves the total open: 4 contact hours still missing for RN Texas",
    ]);
  });
});
