import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

const nurse = planCertification({ id: 1, name: "RN Texas", missing: 4 });

describe("the user's budget, monthly limit, pins and exclusions", () => {
  const courses = [
    planCourse({ id: 1, credits: 4, cost: 50 }),
    planCourse({ id: 2, credits: 2, cost: 15 }),
    planCourse({ id: 3, credits: 2, cost: 15 }),
  ];

  it("keeps within the budget", async () => {
    const fewest = planInput({ certifications: [nurse], courses, minimize: "courses" });
    expect(plannedIds(await planRenewal(fewest))).toEqual([1]);
    const withBudget = { ...fewest, preferences: { ...fewest.preferences, budget: 40 } };
    const plan = await planRenewal(withBudget);
    expect(plannedIds(plan)).toEqual([2, 3]);
    expect(plan.totals.cost).toBe(30);
  });

  it("spreads courses over the months to keep within the monthly hours limit", async () => {
    const input = planInput({
      certifications: [planCertification({ id: 1, missing: 6 })],
      courses: [
        planCourse({ id: 1, credits: 4, cost: 10 }),
        planCourse({ id: 2, credits: 4, cost: 10 }),
        planCourse({
          id: 3,
          credits: 6,
          cost: 100,
          startDate: "2027-02-15",
          endDate: "2027-02-15",
        }),
      ],
      preferences: { monthlyHoursLimit: 5 },
    });
    const plan = await planRenewal(input);
    expect(plan.courses.map((course) => [course.opportunityId, course.startDate])).toEqual([
      [1, "2027-01-10"],
      [2, "2027-02-01"],
    ]);
  });

  it("takes a pinned course and plans the rest around it", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [nurse],
        courses: [...courses, planCourse({ id: 4, credits: 2, cost: 60 })],
        preferences: { pinnedCourses: [4] },
      }),
    );
    expect(plannedIds(plan)).toEqual([2, 4]);
    expect(plan.courses.map((course) => course.pinned)).toEqual([false, true]);
  });

  it("takes a pinned course even beyond the budget", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [nurse],
        courses: [...courses, planCourse({ id: 4, credits: 2, cost: 60 })],
        preferences: { pinnedCourses: [4], budget: 50 },
      }),
    );
    expect(plannedIds(plan)).toEqual([4]);
    expect(plan.uncovered.map((gap) => gap.why)).toEqual([
      "Your budget leaves the total open: 2 contact hours still missing for RN Texas",
    ]);
  });

  it("takes a pinned course longer than the monthly hours limit", async () => {
    const plan = await planRenewal(
      planInput({
        certifications: [nurse],
        courses: [planCourse({ id: 1, credits: 6, cost: 10 }), planCourse({ id: 2, credits: 4 })],
        preferences: { pinnedCourses: [1], monthlyHoursLimit: 5 },
      }),
    );
    expect(plannedIds(plan)).toEqual([1]);
    expect(plan.uncovered).toEqual([]);
  });

  it("never plans an excluded course, provider or format", async () => {
    const catalogue = [
      planCourse({ id: 1, credits: 4, cost: 10, provider: "CE Direct" }),
      planCourse({ id: 2, credits: 4, cost: 20, format: "Webinar" }),
      planCourse({ id: 3, credits: 4, cost: 30 }),
      planCourse({ id: 4, credits: 4, cost: 40 }),
    ];
    const planned = async (preferences: Parameters<typeof planInput>[0]["preferences"]) =>
      plannedIds(
        await planRenewal(planInput({ certifications: [nurse], courses: catalogue, preferences })),
      );
    expect(await planned({})).toEqual([1]);
    expect(await planned({ excludedProviders: ["ce direct"] })).toEqual([2]);
    expect(
      await planned({ excludedProviders: ["CE Direct"], excludedFormats: ["Webinar"] }),
    ).toEqual([3]);
    expect(
      await planned({
        excludedProviders: ["CE Direct"],
        excludedFormats: ["Webinar"],
        excludedCourses: [3],
      }),
    ).toEqual([4]);
    expect(await planned({ excludedProviders: ["CE Direct"], pinnedCourses: [1] })).toEqual([1]);
    expect(await planned({ excludedCourses: [1], pinnedCourses: [1] })).toEqual([2]);
  });
});

describe("nothing missing", () => {
  it("plans nothing but the pinned courses", async () => {
    const input = planInput({
      certifications: [planCertification({ id: 1, missing: 0 })],
      courses: [planCourse({ id: 1, credits: 2 }), planCourse({ id: 2, credits: 2, cost: null })],
    });
    const empty = await planRenewal(input);
    expect(empty.courses).toEqual([]);
    expect(empty.totals).toEqual({ cost: 0, credits: {}, courses: 0 });
    const pinned = await planRenewal({
      ...input,
      preferences: { ...input.preferences, pinnedCourses: [2] },
    });
    expect(pinned.courses).toMatchObject([{ opportunityId: 2, cost: null, pinned: true }]);
    expect(pinned.totals).toEqual({ cost: 0, credits: { "contact hours": 2 }, courses: 1 });
  });
});
