import { computeProgress, type ProgressCredit } from "@common/certifications/progress";
import { paceWindowStart, recentCountedCredits } from "@common/certifications/recent-credits";
import { describe, expect, it } from "vitest";

const today = "2026-03-01";

function credit(id: number, credits: number, completionDate: string, categories: string[] = []) {
  return { id, title: `Course ${id}`, credits, completionDate, categories };
}

function recentOf(credits: ProgressCredit[], period: { start?: string; end?: string } = {}) {
  const progress = computeProgress({
    reportingPeriodStart: period.start ?? "2025-01-01",
    reportingPeriodEnd: period.end ?? "2026-12-31",
    creditsRequired: 30,
    requirements: {
      categories: [{ name: "Self-study", kind: "cap", credits: 2 }],
      carryOver: null,
    },
    credits,
    creditsUnit: "hours",
    previousCycle: null,
  });
  return recentCountedCredits(progress, credits, today);
}

describe("the pace plan's recent credits", () => {
  it("is the window of the last 90 days, today included", () => {
    expect(paceWindowStart(today)).toBe("2025-12-02");
    expect(
      recentOf([
        credit(1, 1.25, "2025-12-01"),
        credit(2, 1.5, "2025-12-02"),
        credit(3, 0.1, today),
      ]),
    ).toBe(1.6);
  });

  it("takes what a capped credit counted, after the earlier credits of its cap", () => {
    const credits = [
      credit(1, 1.5, "2025-06-01", ["Self-study"]),
      credit(2, 3, "2026-02-20", ["self-study"]),
      credit(3, 2.25, "2026-01-10"),
    ];
    expect(recentOf(credits)).toBe(2.75);
    // Without the earlier self-study credit, the recent one counts up to the whole cap.
    expect(recentOf(credits.slice(1))).toBe(4.25);
  });

  it("leaves out credits completed outside the reporting period", () => {
    expect(
      recentOf([credit(1, 4, "2026-01-10"), credit(2, 2, "2026-02-10")], { end: "2026-01-31" }),
    ).toBe(4);
    expect(
      recentOf([credit(1, 4, "2026-01-10"), credit(2, 2, "2026-02-10")], { start: "2026-02-01" }),
    ).toBe(2);
  });

  it("is 0 without credits", () => {
    expect(recentOf([])).toBe(0);
  });
});
