import { creditsPercent, progressPercent } from "@common/certifications/deadline-status";
import { progressStatus } from "@common/certifications/progress";
import { describe, expect, it } from "vitest";

/** The status of `earned` of `required` credits of a certification without categories. */
function deadlineStatus(earned: number, required: number) {
  return progressStatus({
    creditsRequired: required,
    creditsMissing: Math.max(0, required - earned),
  });
}

describe("deadline status (spec section 4)", () => {
  it.each([
    [0, "At Risk"],
    [39, "At Risk"],
    [40, "In Progress"],
    [74, "In Progress"],
    [75, "On Track"],
    [99, "On Track"],
    [100, "Completed"],
    [150, "Completed"],
  ] as const)("shows %i of 100 credits earned as %s", (earned, status) => {
    expect(deadlineStatus(earned, 100)).toBe(status);
  });

  it("compares the exact percentage, not a rounded one", () => {
    // 2 of 3 is 66.7%: under 75, so still In Progress.
    expect(deadlineStatus(2, 3)).toBe("In Progress");
    // 3 of 4 is exactly 75%: On Track.
    expect(deadlineStatus(3, 4)).toBe("On Track");
    // 1 of 3 is 33.3%: At Risk; 2 of 5 is exactly 40%: In Progress.
    expect(deadlineStatus(1, 3)).toBe("At Risk");
    expect(deadlineStatus(2, 5)).toBe("In Progress");
  });

  it.each([0, 5, 100])(
    "counts a certification requiring 0 credits as Completed (%i earned)",
    (earned) => {
      expect(deadlineStatus(earned, 0)).toBe("Completed");
      expect(creditsPercent(earned, 0)).toBe(100);
    },
  );
});

describe("progress bar", () => {
  it("fills in proportion to the credits earned", () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(0, 40)).toBe(0);
  });

  it("stops at 100 percent when more credits than required are earned (spec section 9)", () => {
    expect(creditsPercent(150, 100)).toBe(150);
    expect(progressPercent(150, 100)).toBe(100);
  });

  it("is full when no credits are required", () => {
    expect(progressPercent(0, 0)).toBe(100);
  });

  it("never goes below 0", () => {
    expect(progressPercent(-10, 100)).toBe(0);
  });
});
