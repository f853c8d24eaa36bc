import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

describe("caps", () => {
  const courses = [
    planCourse({ id: 1, credits: 6, cost: 5, category: "Self-study", format: "Self-study" }),
    planCourse({ id: 2, credits: 4, cost: 30 }),
    planCourse({ id: 3, credits: 10, cost: 60 }),
  ];
  const withCapRoom = (room: number) =>
    planInput({
      certifications: [
        planCertification({
          id: 1,
          missing: 10,
          categories: [{ name: "Self-study", kind: "cap", credits: room }],
        }),
      ],
      courses,
    });

  it("counts a cheap self-study course only up to the cap, so a larger course is cheaper", async () => {
    expect(plannedIds(await planRenewal(withCapRoom(6)))).toEqual([1, 2]);
    const capped = await planRenewal(withCapRoom(3));
    expect(plannedIds(capped)).toEqual([3]);
    expect(capped.uncovered).toEqual([]);
  });

  it("counts what fits under the cap and says the cap is reached", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({
            id: 1,
            name: "CCRN",
            missing: 5,
            categories: [{ name: "Self-study", kind: "cap", credits: 3 }],
          }),
        ],
        courses: [
          courses[0] ?? planCourse({ id: 1 }),
          planCourse({ id: 4, credits: 2, cost: 10 }),
          planCourse({ id: 5, credits: 5, cost: 40 }),
        ],
      }),
    );
    expect(plannedIds(plan)).toEqual([1, 4]);
    expect(plan.courses[0]?.countsToward).toMatchObject([
      {
        credits: 3,
        categories: ["Self-study"],
        why: "3 self-study contact hours: counts 3 contact hours toward CCRN and reaches its self-study cap",
      },
    ]);
  });
});

describe("reporting periods", () => {
  it("counts a course only toward the certifications whose period holds it", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [
          planCertification({ id: 1, name: "RN Oregon", missing: 2, deadline: "2027-03-31" }),
          planCertification({
            id: 2,
            name: "CCRN",
            missing: 2,
            periodStart: "2027-04-01",
            deadline: "2030-03-31",
          }),
        ],
        courses: [
          planCourse({
            id: 1,
            credits: 2,
            cost: 10,
            startDate: "2027-05-10",
            endDate: "2027-05-10",
          }),
          planCourse({
            id: 2,
            credits: 2,
            cost: 11,
            startDate: "2027-02-15",
            endDate: "2027-02-15",
          }),
          planCourse({ id: 3, credits: 2, cost: 5 }),
          // Already started: too late to take.
          planCourse({
            id: 4,
            credits: 4,
            cost: 1,
            startDate: "2027-01-09",
            endDate: "2027-01-20",
          }),
        ],
      }),
    );
    expect(plan.status).toBe("optimal");
    expect(
      plan.courses.map((course) => [
        course.opportunityId,
        course.startDate,
        course.anyTime,
        course.deadline,
      ]),
    ).toEqual([
      // Taken any time: the plan has it from today, inside the first license's period.
      [3, "2027-01-10", true, "2027-03-31"],
      [1, "2027-05-10", false, "2030-03-31"],
    ]);
    expect(
      plan.courses.map((course) => course.countsToward.map((count) => count.certificationId)),
    ).toEqual([[1], [2]]);
    expect(plan.uncovered).toEqual([]);
  });
});
