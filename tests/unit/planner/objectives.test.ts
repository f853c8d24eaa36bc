import { describe, expect, it } from "vitest";
import { planRenewal } from "../../../src/server/features/planner/plan-renewal";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

const certifications = [
  planCertification({ id: 1, name: "RN Texas", missing: 6 }),
  planCertification({
    id: 2,
    name: "RN Oregon",
    creditsUnit: "hours",
    missing: 1,
    jurisdiction: "Oregon",
  }),
];
const courses = [
  planCourse({ id: 1, credits: 10, cost: 90 }),
  planCourse({ id: 2, credits: 4, cost: 10 }),
  planCourse({ id: 3, credits: 4, cost: 10 }),
  planCourse({ id: 4, credits: 3, cost: 30 }),
  planCourse({ id: 5, credits: 3, cost: 30 }),
  planCourse({ id: 6, credits: 1, creditsUnit: "hours", cost: 5 }),
  planCourse({ id: 7, credits: 1, creditsUnit: "hours", cost: 5 }),
];

describe("what the plan minimises", () => {
  it("gives the cheapest, the shortest and the fewest courses, each its own plan", async () => {
    const planned = async (minimize: "cost" | "hours" | "courses") =>
      plannedIds(await planRenewal(planInput({ certifications, courses, minimize })));
    expect(await planned("cost")).toEqual([2, 3, 6]);
    expect(await planned("hours")).toEqual([4, 5, 6]);
    expect(await planned("courses")).toEqual([1, 6]);
  });

  it("gives the same plan for the same inputs, in whatever order they come", async () => {
    const input = planInput({ certifications, courses, minimize: "courses" });
    const first = await planRenewal(input);
    const again = await planRenewal(input);
    const reordered = await planRenewal({
      ...input,
      certifications: [...certifications].reverse(),
      courses: [...courses].reverse(),
    });
    expect(again).toEqual(first);
    expect(reordered).toEqual(first);
  });
});
