import type { Plan } from "@common/planner";
import { PlanTotals, timeLimitText, UncoveredGaps } from "@web/features/planner/plan-summary";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const textOf = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll("&#x27;", "'");

const totals: Plan["totals"] = {
  cost: 1250,
  credits: { "contact hours": 14.5, CEUs: 1 },
  courses: 4,
};

describe("the plan's totals", () => {
  it("says what the plan costs, what it counts in each unit and how many courses it takes", () => {
    const text = textOf(<PlanTotals plan={{ totals, status: "optimal" }} />);
    expect(text).toContain("$1,250");
    expect(text).toContain("14.5 contact hours, 1 CEU");
    expect(text).toContain("4 courses");
    expect(text).not.toContain(timeLimitText);
  });

  it("says when the plan is the best found in the time allowed", () => {
    expect(textOf(<PlanTotals plan={{ totals, status: "time-limit" }} />)).toContain(timeLimitText);
  });
});

describe("what no course can close", () => {
  it("lists each gap with why", () => {
    const why =
      "No course in the catalogue covers 'Pain management' in contact hours: 1 hour still missing for RN Texas";
    const text = textOf(
      <UncoveredGaps
        uncovered={[
          {
            certificationId: 3,
            certificationName: "RN Texas",
            category: "Pain management",
            missing: 1,
            creditsUnit: "contact hours",
            why,
          },
        ]}
      />,
    );
    expect(text).toContain("What no course can close");
    expect(text).toContain(why);
  });

  it("shows nothing when every gap has a course", () => {
    expect(renderToStaticMarkup(<UncoveredGaps uncovered={[]} />)).toBe("");
  });
});
