import { addDays } from "@common/certifications/calendar-date";
import { defaultReminderDays, passedNoticeGraceDays, reminderStepDue } from "@common/reminders";
import { describe, expect, it } from "vitest";

const deadline = "2026-06-30";
const day = (offset: number) => addDays(deadline, offset);

describe("when a reminder step is due (the rule the sweep applies)", () => {
  it.each([
    [-31, null],
    [-30, "lead"],
    [-29, "lead"],
    [-8, "lead"],
    [-7, "7d"],
    [-6, "7d"],
    [-2, "7d"],
    [-1, "1d"],
    [0, "1d"],
  ] as const)("with 30 days' notice, day D%i of the deadline is %s", (offset, step) => {
    expect(reminderStepDue(deadline, 30, day(offset), true)).toBe(step);
    // Before and on the deadline, whether it is met does not matter.
    expect(reminderStepDue(deadline, 30, day(offset), false)).toBe(step);
  });

  it("sends the lead reminder on its day and nothing the day before it", () => {
    expect(reminderStepDue(deadline, 60, day(-61), true)).toBeNull();
    expect(reminderStepDue(deadline, 60, day(-60), true)).toBe("lead");
    expect(reminderStepDue(deadline, 365, day(-366), true)).toBeNull();
    expect(reminderStepDue(deadline, 365, day(-365), true)).toBe("lead");
  });

  it("with 7 days' notice, the lead reminder takes the place of the 7-day one", () => {
    expect(reminderStepDue(deadline, 7, day(-8), true)).toBeNull();
    expect(reminderStepDue(deadline, 7, day(-7), true)).toBe("lead");
    expect(reminderStepDue(deadline, 7, day(-2), true)).toBe("lead");
    expect(reminderStepDue(deadline, 7, day(-1), true)).toBe("1d");
    expect(reminderStepDue(deadline, 8, day(-8), true)).toBe("lead");
    expect(reminderStepDue(deadline, 8, day(-7), true)).toBe("7d");
  });

  it("with 1 day's notice, the lead reminder takes the place of the 1-day one", () => {
    expect(reminderStepDue(deadline, 1, day(-2), true)).toBeNull();
    expect(reminderStepDue(deadline, 1, day(-1), true)).toBe("lead");
    expect(reminderStepDue(deadline, 1, day(0), true)).toBe("lead");
    expect(reminderStepDue(deadline, 2, day(-2), true)).toBe("lead");
    expect(reminderStepDue(deadline, 2, day(-1), true)).toBe("1d");
  });

  it("says the deadline passed from the day after it while it is unmet, for 30 days", () => {
    expect(passedNoticeGraceDays).toBe(30);
    expect(reminderStepDue(deadline, 30, day(1), true)).toBe("passed");
    expect(reminderStepDue(deadline, 30, day(15), true)).toBe("passed");
    expect(reminderStepDue(deadline, 30, day(30), true)).toBe("passed");
    expect(reminderStepDue(deadline, 30, day(31), true)).toBeNull();
    expect(reminderStepDue(deadline, 1, day(1), true)).toBe("passed");
  });

  it("says nothing after a deadline that was met", () => {
    for (const offset of [1, 2, 30, 31]) {
      expect(reminderStepDue(deadline, 30, day(offset), false)).toBeNull();
    }
  });

  it("counts days across month and year ends as calendar days", () => {
    expect(reminderStepDue("2027-01-03", 7, "2026-12-27", true)).toBe("lead");
    expect(reminderStepDue("2027-01-03", 7, "2026-12-26", true)).toBeNull();
    expect(reminderStepDue("2028-03-01", 1, "2028-02-29", true)).toBe("lead");
    expect(reminderStepDue("2026-03-01", 30, "2026-01-30", true)).toBe("lead");
    expect(reminderStepDue("2026-03-01", 30, "2026-01-29", true)).toBeNull();
    expect(reminderStepDue("2026-01-31", 30, "2026-03-02", true)).toBe("passed");
    expect(reminderStepDue("2026-01-31", 30, "2026-03-03", true)).toBeNull();
  });
});

describe("when a reminder step is due with the reminder days the administrators set", () => {
  const days = [14, 7, 3, 1];

  it.each([
    [-31, null],
    [-30, "lead"],
    [-15, "lead"],
    [-14, "14d"],
    [-8, "14d"],
    [-7, "7d"],
    [-4, "7d"],
    [-3, "3d"],
    [-2, "3d"],
    [-1, "1d"],
    [0, "1d"],
    [1, "passed"],
  ] as const)("with 30 days' notice and days 14, 7, 3, 1, day D%i is %s", (offset, step) => {
    expect(reminderStepDue(deadline, 30, day(offset), true, days)).toBe(step);
  });

  it("reads the days in any order and sends only those days (no 7-day reminder without 7)", () => {
    const steps = [1, 14];
    expect(reminderStepDue(deadline, 30, day(-14), true, steps)).toBe("14d");
    expect(reminderStepDue(deadline, 30, day(-7), true, steps)).toBe("14d");
    expect(reminderStepDue(deadline, 30, day(-2), true, steps)).toBe("14d");
    expect(reminderStepDue(deadline, 30, day(-1), true, steps)).toBe("1d");
  });

  it("lets the lead reminder take the place of a reminder day at or beyond it", () => {
    expect(reminderStepDue(deadline, 14, day(-14), true, days)).toBe("lead");
    expect(reminderStepDue(deadline, 14, day(-8), true, days)).toBe("lead");
    expect(reminderStepDue(deadline, 14, day(-7), true, days)).toBe("7d");
    expect(reminderStepDue(deadline, 10, day(-10), true, [60, 30])).toBe("lead");
    expect(reminderStepDue(deadline, 10, day(-11), true, [60, 30])).toBeNull();
  });

  it("with no reminder days sends the lead reminder and the passed notice only", () => {
    expect(reminderStepDue(deadline, 30, day(-30), true, [])).toBe("lead");
    expect(reminderStepDue(deadline, 30, day(-1), true, [])).toBe("lead");
    expect(reminderStepDue(deadline, 30, day(0), true, [])).toBe("lead");
    expect(reminderStepDue(deadline, 30, day(1), true, [])).toBe("passed");
  });

  it("uses 7 and 1 days when none are given", () => {
    expect(defaultReminderDays).toEqual([7, 1]);
    for (let offset = -31; offset <= 31; offset += 1) {
      expect(reminderStepDue(deadline, 30, day(offset), true)).toBe(
        reminderStepDue(deadline, 30, day(offset), true, [7, 1]),
      );
    }
  });
});
