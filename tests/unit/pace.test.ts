import {
  creditsDeadline,
  type PaceInput,
  pacePlan,
  paceWindowDays,
} from "@common/certifications/pace";
import { describe, expect, it } from "vitest";

function planOf(overrides: Partial<PaceInput> = {}) {
  return pacePlan({
    today: "2026-06-01",
    creditsUnit: "hours",
    creditsMissing: 12,
    deadline: "2026-12-31",
    cycleStart: "2025-01-01",
    recentCredits: 6,
    ...overrides,
  });
}

describe("credits per month", () => {
  it.each([
    // 4 hours over 61 days (2 months of 30.4375 days, less a little): 1.996 → 2 a month.
    [4, "2026-08-01", 2],
    // 10 hours over 122 days: 2.495 → 2.5 a month.
    [10, "2026-10-01", 2.5],
    // 1 hour over a year: 0.083 → 0.25 a month, never 0.
    [1, "2027-06-01", 0.25],
    // 0.1 CEU over 30 days: 0.101 → 0.25.
    [0.1, "2026-07-01", 0.25],
  ])(
    "plans %s missing with the deadline %s at %s a month",
    (creditsMissing, deadline, perMonth) => {
      expect(planOf({ creditsMissing, deadline })?.perMonth).toBe(perMonth);
    },
  );

  it("rounds up to the next quarter, so that the plan always finishes on time", () => {
    for (let days = 1; days <= 800; days += 7) {
      for (const missing of [0.01, 0.3, 1.5, 7.25, 30]) {
        const deadline = new Date(Date.UTC(2026, 5, 1 + days)).toISOString().slice(0, 10);
        const perMonth = planOf({ creditsMissing: missing, deadline })?.perMonth ?? 0;
        const months = days / 30.4375;
        expect(Number.isInteger(perMonth * 4)).toBe(true);
        expect(perMonth * months).toBeGreaterThanOrEqual(missing - 1e-9);
        expect((perMonth - 0.25) * months).toBeLessThan(missing);
      }
    }
  });
});

describe("the pace so far", () => {
  it("takes the credits of the last 90 days and where they lead", () => {
    const plan = planOf({ creditsMissing: 4, recentCredits: 6 });
    // 6 hours in 90 days is 2.03 a month; 4 more hours take 60 days.
    expect(plan).toMatchObject({
      recentPerMonth: 2.03,
      expectedFinish: "2026-07-31",
      behind: false,
      perMonth: 0.75,
      summary: "0.75 hours a month keeps you on track",
    });
  });

  it("observes fewer days when the cycle started less than 90 days ago", () => {
    // 45 days since the start, today included: 46 days observed.
    const plan = planOf({ cycleStart: "2026-04-17", creditsMissing: 4, recentCredits: 4.6 });
    expect(paceWindowDays).toBe(90);
    expect(plan?.recentPerMonth).toBe(3.04);
    expect(plan?.expectedFinish).toBe("2026-07-11");
    expect(plan?.explanation).toContain("Your pace over the last 46 days: 3.04 hours a month");
  });

  it("treats an unknown start as 90 days observed", () => {
    expect(planOf({ cycleStart: null, recentCredits: 9 })?.recentPerMonth).toBe(3.04);
  });

  it("is behind when the pace so far finishes after the deadline", () => {
    const plan = planOf({ creditsMissing: 12, recentCredits: 1.5, deadline: "2026-12-31" });
    // 12 hours over the 213 days left: 1.71 → 1.75 a month; at 1.5 in 90 days, 720 days.
    expect(plan).toMatchObject({
      perMonth: 1.75,
      recentPerMonth: 0.51,
      expectedFinish: "2028-05-21",
      behind: true,
      summary: "Behind: 1.75 hours a month from now on finishes on time",
    });
    expect(plan?.explanation).toEqual([
      "12 hours still missing, due Dec 31, 2026 (in 7 months)",
      "1.75 hours a month from today finishes on time",
      "Your pace over the last 90 days: 0.51 hours a month",
      "At that pace you finish around May 21, 2028, after the deadline",
    ]);
  });

  it("is behind with no expected finish when nothing counted lately", () => {
    const plan = planOf({ recentCredits: 0 });
    expect(plan).toMatchObject({ recentPerMonth: 0, expectedFinish: null, behind: true });
    expect(plan?.explanation).toContain(
      "At that pace you would not finish: nothing counted in that time",
    );
  });

  it("does not name a finish more than 100 years away", () => {
    const plan = planOf({ creditsMissing: 10000, recentCredits: 0.01 });
    expect(plan).toMatchObject({ recentPerMonth: 0, expectedFinish: null, behind: true });
    expect(plan?.explanation).toContain("At that pace you would not finish within 100 years");
  });

  it("is not behind when the pace finishes on the deadline itself", () => {
    // 3 hours at 6 per 90 days take 45 days: Jul 16.
    const plan = planOf({ creditsMissing: 3, recentCredits: 6, deadline: "2026-07-16" });
    expect(plan).toMatchObject({ expectedFinish: "2026-07-16", behind: false });
  });

  it("does not judge the pace in the first 30 days of the cycle", () => {
    const plan = planOf({ cycleStart: "2026-05-03", recentCredits: 0 });
    expect(plan).toMatchObject({ recentPerMonth: null, expectedFinish: null, behind: false });
    expect(plan?.summary).toBe("1.75 hours a month keeps you on track");
    expect(plan?.explanation).toContain(
      "Too early to judge your pace: less than 30 days of this cycle have passed",
    );
    expect(planOf({ cycleStart: "2026-05-02", recentCredits: 0 })?.behind).toBe(true);
  });
});

describe("when there is no plan", () => {
  it("has none when nothing is missing", () => {
    expect(planOf({ creditsMissing: 0 })).toBeNull();
  });

  it("has none without a deadline", () => {
    expect(planOf({ deadline: null })).toBeNull();
  });

  it("has none once the deadline has passed, but plans on the deadline day", () => {
    expect(planOf({ deadline: "2026-05-31" })).toBeNull();
    const dueToday = planOf({ deadline: "2026-06-01", creditsMissing: 2 });
    expect(dueToday?.summary).toBe("2 hours still missing, due today");
    expect(dueToday?.explanation[0]).toBe("2 hours still missing, due Jun 1, 2026 (today)");
  });
});

describe("summary texts", () => {
  it("names the unit in the singular or plural", () => {
    expect(
      planOf({ creditsUnit: "contact hours", creditsMissing: 1, deadline: "2026-07-02" })?.summary,
    ).toBe("1 contact hour a month keeps you on track");
    expect(
      planOf({ creditsUnit: "CEUs", creditsMissing: 1.5, deadline: "2026-07-02" })?.summary,
    ).toBe("1.5 CEUs a month keeps you on track");
    expect(
      planOf({ creditsUnit: "PDH", creditsMissing: 8, deadline: "2026-08-01", recentCredits: 0 })
        ?.summary,
    ).toBe("Behind: 4 PDH a month from now on finishes on time");
  });

  it("names what is missing and when, rather than a monthly rate, under a month away", () => {
    const soon = planOf({
      creditsUnit: "contact hours",
      creditsMissing: 9,
      deadline: "2026-06-21",
    });
    expect(soon?.summary).toBe("9 contact hours still missing, due in 20 days");
    // The plan itself still says how much a month finishes on time.
    expect(soon?.perMonth).toBe(13.75);
  });
});

describe("the credits deadline", () => {
  it("is the reporting period end, else the expiration date", () => {
    expect(
      creditsDeadline({ reportingPeriodEnd: "2026-12-31", expirationDate: "2027-01-31" }),
    ).toEqual({ date: "2026-12-31", kind: "reporting_period_end" });
    expect(creditsDeadline({ reportingPeriodEnd: null, expirationDate: "2027-01-31" })).toEqual({
      date: "2027-01-31",
      kind: "expiration",
    });
    expect(creditsDeadline({ reportingPeriodEnd: null, expirationDate: null })).toBeNull();
  });
});
