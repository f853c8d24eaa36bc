import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

describe("units", () => {
  it("does not count contact hours toward a certification in hours", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({ id: 1, name: "CPA Texas", creditsUnit: "hours", missing: 4 }),
        ],
        courses: [
          planCourse({ id: 1, credits: 4, creditsUnit: "contact hours", cost: 10 }),
          planCourse({ id: 2, credits: 4, creditsUnit: "hours", cost: 40 }),
        ],
      }),
    );
    expect(plannedIds(plan)).toEqual([2]);
  });

  it("says which courses' units do not convert when nothing else covers the gap", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({ id: 1, name: "CPA Texas", creditsUnit: "hours", missing: 4 }),
        ],
        courses: [planCourse({ id: 1, credits: 4, creditsUnit: "contact hours", cost: 10 })],
      }),
    );
    expect(plan.courses).toEqual([]);
    expect(plan.uncovered).toEqual([
      {
        certificationId: 1,
        certificationName: "CPA Texas",
        category: null,
        missing: 4,
        creditsUnit: "hours",
        why: "No course in the catalogue counts toward CPA Texas in hours: 4 hours still missing for CPA Texas (1 course in contact hours does not convert to hours)",
      },
    ]);
  });

  it("counts a CEU as ten contact hours, with its source", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [planCertification({ id: 1, name: "RN Texas", missing: 10 })],
        courses: [
          planCourse({ id: 1, credits: 1, creditsUnit: "CEUs", cost: 50 }),
          planCourse({ id: 2, credits: 5, cost: 40 }),
          planCourse({ id: 3, credits: 5, cost: 40 }),
        ],
      }),
    );
    expect(plannedIds(plan)).toEqual([1]);
    expect(plan.courses[0]?.countsToward).toMatchObject([
      {
        credits: 10,
        creditsUnit: "contact hours",
        why: "10 contact hours: completes the 10 contact hours RN Texas still misses (1 CEU = 10 contact hours: one CEU equals ten contact hours (IACET))",
      },
    ]);
    expect(plan.totals.credits).toEqual({ CEUs: 1 });
  });
});
