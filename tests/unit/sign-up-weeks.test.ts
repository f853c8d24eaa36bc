import { mondayOf, signUpWeekStarts, signUpWeeks } from "@common/admin-dashboard";
import { describe, expect, it } from "vitest";

describe("mondayOf", () => {
  it.each([
    ["2026-03-02", "2026-03-02"], // a Monday is its own week's start
    ["2026-03-04", "2026-03-02"],
    ["2026-03-08", "2026-03-02"], // Sunday ends the week
    ["2026-03-09", "2026-03-09"],
    ["2026-01-01", "2025-12-29"], // across a year
    ["2024-03-01", "2024-02-26"], // across a leap day
  ])("puts %s in the week of %s", (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe("signUpWeekStarts", () => {
  it("gives 26 Mondays a week apart, the week of today last", () => {
    const weeks = signUpWeekStarts("2026-03-08");
    expect(weeks).toHaveLength(signUpWeeks);
    expect(weeks.at(-1)).toBe("2026-03-02");
    expect(weeks[0]).toBe("2025-09-08");
    for (const [index, week] of weeks.entries()) {
      expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) expect(mondayOf(week)).toBe(week);
    }
    expect(new Set(weeks).size).toBe(signUpWeeks);
  });
});
