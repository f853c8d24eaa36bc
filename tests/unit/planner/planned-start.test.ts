import { plannedStartText } from "@common/planner";
import { describe, expect, it } from "vitest";

describe("plannedStartText", () => {
  it("says a dated course's start, and for one taken any time the day the plan has it from", () => {
    expect(plannedStartText({ startDate: "2027-02-15", anyTime: false })).toBe("Feb 15, 2027");
    expect(plannedStartText({ startDate: "2027-03-01", anyTime: true })).toBe(
      "Any time from Mar 1, 2027",
    );
    expect(plannedStartText({ startDate: null, anyTime: true })).toBe("Any time");
  });
});
