import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

describe("a course counts toward every certification it fits", () => {
  it("takes one course shared by two licenses rather than a course for each", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({
            id: 1,
            name: "RN California",
            missing: 2,
            jurisdiction: "California",
          }),
          planCertification({ id: 2, name: "RN Texas", missing: 2, jurisdiction: "Texas" }),
        ],
        courses: [
          planCourse({ id: 10, credits: 2, cost: 30 }),
          planCourse({ id: 11, credits: 2, cost: 20, jurisdictions: ["California"] }),
          planCourse({ id: 12, credits: 2, cost: 20, jurisdictions: ["texas"] }),
        ],
      }),
    );
    expect(plan.status).toBe("optimal");
    expect(plannedIds(plan)).toEqual([10]);
    expect(plan.courses[0]?.countsToward.map((count) => count.certificationId)).toEqual([1, 2]);
    expect(plan.totals).toEqual({ cost: 30, credits: { "contact hours": 2 }, courses: 1 });
    expect(plan.uncovered).toEqual([]);
  });

  it("says why in words, one reason per certification", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({
            id: 1,
            name: "RN California",
            missing: 10,
            categories: [{ name: "Implicit bias", kind: "minimum", credits: 2 }],
          }),
          planCertification({ id: 2, name: "CCRN", missing: 2 }),
        ],
        courses: [planCourse({ id: 10, credits: 2, category: "Implicit Bias" })],
      }),
    );
    expect(plan.courses[0]?.countsToward.map((count) => count.why)).toEqual([
      "2 implicit bias contact hours: closes the implicit bias minimum of RN California",
      "2 contact hours: completes the 2 contact hours CCRN still misses",
    ]);
    expect(plan.courses[0]?.countsToward[0]?.categories).toEqual(["Implicit bias"]);
  });
});
