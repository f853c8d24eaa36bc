import type { PlanCourse } from "@common/planner";
import { firstStep, planPicture, planTimeline } from "@web/features/planner/plan-timeline";
import { describe, expect, it } from "vitest";

const rn = { id: 1, name: "RN California", deadline: "2027-03-31" };
const ccrn = { id: 2, name: "CCRN", deadline: "2027-06-30" };
const texas = { id: 3, name: "RN Texas", deadline: "2027-03-31" };

function course(
  opportunityId: number,
  deadline: string,
  toward: { id: number; name: string }[],
): PlanCourse {
  return {
    opportunityId,
    title: `Course ${opportunityId}`,
    provider: "American Nurses Association",
    credits: 2,
    creditsUnit: "contact hours",
    format: "Online course",
    cost: 40,
    startDate: null,
    anyTime: true,
    deadline,
    pinned: false,
    countsToward: toward.map((certification) => ({
      certificationId: certification.id,
      certificationName: certification.name,
      credits: 2,
      creditsUnit: "contact hours",
      categories: [],
      why: `2 contact hours toward ${certification.name}`,
    })),
  };
}

const deadlines = new Map([rn, ccrn, texas].map((c) => [c.id, c.deadline]));

describe("the plan's timeline", () => {
  it("groups the courses by deadline, earliest first, keeping the plan's order in a group", () => {
    const groups = planTimeline(
      [
        course(10, ccrn.deadline, [ccrn]),
        course(11, rn.deadline, [rn]),
        course(12, rn.deadline, [texas]),
      ],
      deadlines,
    );
    expect(groups.map((group) => [group.deadline, group.courses.map((c) => c.title)])).toEqual([
      ["2027-03-31", ["Course 11", "Course 12"]],
      ["2027-06-30", ["Course 10"]],
    ]);
  });

  it("heads a deadline with the certifications due then, not those a shared course also counts toward later", () => {
    const [march, june] = planTimeline(
      [course(20, rn.deadline, [rn, ccrn]), course(21, texas.deadline, [texas])],
      deadlines,
    );
    expect(march?.certifications).toEqual(["RN California", "RN Texas"]);
    expect(june).toBeUndefined();
  });

  it("names every certification a course counts toward when their deadlines are not known", () => {
    const [group] = planTimeline([course(30, rn.deadline, [rn, ccrn])], new Map());
    expect(group?.certifications).toEqual(["RN California", "CCRN"]);
  });

  it("gives the dashboard the course due first as the first step", () => {
    const plan = { courses: [course(40, ccrn.deadline, [ccrn]), course(41, rn.deadline, [rn])] };
    expect(firstStep(plan)?.title).toBe("Course 41");
    expect(firstStep({ courses: [] })).toBeNull();
  });
});

describe("what the planner page shows", () => {
  const gap = {
    certificationId: 3,
    certificationName: "RN Texas",
    category: "Pain management",
    missing: 1,
    creditsUnit: "contact hours",
    why: "No course in the catalogue covers 'Pain management' in contact hours: 1 hour still missing for RN Texas",
  };

  it("says there is nothing to plan without an active certification", () => {
    expect(planPicture({ courses: [], uncovered: [] }, 0)).toBe("no-certifications");
  });

  it("says every certification is on track when nothing is missing", () => {
    expect(planPicture({ courses: [], uncovered: [] }, 3)).toBe("on-track");
  });

  it("shows the plan when only what no course can close is left", () => {
    expect(planPicture({ courses: [], uncovered: [gap] }, 3)).toBe("plan");
    expect(planPicture({ courses: [course(50, rn.deadline, [rn])], uncovered: [] }, 3)).toBe(
      "plan",
    );
  });
});
