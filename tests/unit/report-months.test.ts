import { describe, expect, it } from "vitest";
import { formatMonth } from "../../src/common/certifications/calendar-date";
import { chartedMonths, monthsOf } from "../../src/server/features/reports/report-months";

const year2025 = {
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  creditsRequired: 12,
  carriedOver: 0,
  // A cycle already over: every month has its running total.
  today: "2026-03-01",
};

describe("monthsOf", () => {
  it("draws the required pace as a straight line from the period start to the credits required at its end", () => {
    const months = monthsOf({ ...year2025, credits: [] });
    expect(months.map((month) => month.month)).toEqual([
      "2025-01",
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
    ]);
    // 31 of 365 days by the end of January: 12 × 31 / 365 = 1.019…
    expect(months[0]?.requiredPace).toBe(1.02);
    // 181 days by the end of June.
    expect(months[5]?.requiredPace).toBe(5.95);
    expect(months[11]?.requiredPace).toBe(12);
    const paces = months.map((month) => month.requiredPace ?? 0);
    expect(paces).toEqual([...paces].sort((a, b) => a - b));
  });

  it("starts the pace at the period's first day when it starts mid-month, and ends it on its last", () => {
    const months = monthsOf({
      periodStart: "2025-01-16",
      periodEnd: "2025-03-15",
      creditsRequired: 6,
      carriedOver: 0,
      today: "2026-03-01",
      credits: [],
    });
    // 59 days: 16 by Jan 31, 44 by Feb 28, all by Mar 15.
    expect(months).toEqual([
      { month: "2025-01", credits: 0, cumulative: 0, requiredPace: 1.63 },
      { month: "2025-02", credits: 0, cumulative: 0, requiredPace: 4.47 },
      { month: "2025-03", credits: 0, cumulative: 0, requiredPace: 6 },
    ]);
  });

  it("sums each month's counted credits into a running total that starts from the carry-over", () => {
    const months = monthsOf({
      ...year2025,
      carriedOver: 2.5,
      credits: [
        { completionDate: "2025-02-03", counted: 1.5 },
        { completionDate: "2025-02-20", counted: 0.25 },
        { completionDate: "2025-05-01", counted: 3 },
        // Completed after the period: it counts for nothing.
        { completionDate: "2026-01-10", counted: 0 },
      ],
    });
    expect(
      months.slice(0, 5).map(({ month, credits, cumulative }) => ({ month, credits, cumulative })),
    ).toEqual([
      { month: "2025-01", credits: 0, cumulative: 2.5 },
      { month: "2025-02", credits: 1.75, cumulative: 4.25 },
      { month: "2025-03", credits: 0, cumulative: 4.25 },
      { month: "2025-04", credits: 0, cumulative: 4.25 },
      { month: "2025-05", credits: 3, cumulative: 7.25 },
    ]);
    expect(months.at(-1)).toMatchObject({ month: "2025-12", cumulative: 7.25 });
  });

  it("narrows the months to the range and keeps the credits before it in the running total", () => {
    const credits = [
      { completionDate: "2025-01-10", counted: 4 },
      { completionDate: "2025-07-04", counted: 2 },
      { completionDate: "2025-11-30", counted: 1 },
    ];
    const months = monthsOf({ ...year2025, credits, from: "2025-06-15", to: "2025-08-01" });
    expect(
      months.map(({ month, credits: inMonth, cumulative }) => ({
        month,
        credits: inMonth,
        cumulative,
      })),
    ).toEqual([
      { month: "2025-06", credits: 0, cumulative: 4 },
      { month: "2025-07", credits: 2, cumulative: 6 },
      { month: "2025-08", credits: 0, cumulative: 6 },
    ]);
    // The pace is the whole period's line, read at those months.
    expect(months[0]?.requiredPace).toBe(5.95);

    // A range wider than the period is held to the period.
    const wide = monthsOf({ ...year2025, credits, from: "2020-01-01", to: "2030-12-31" });
    expect(wide.map((month) => month.month)).toHaveLength(12);
    // A range outside the period, or backwards, has no months.
    expect(monthsOf({ ...year2025, credits, from: "2026-02-01" })).toEqual([]);
    expect(monthsOf({ ...year2025, credits, from: "2025-09-01", to: "2025-03-01" })).toEqual([]);
  });

  it("counts in a month only the credits of the range: one before it is in the running total, one after it nowhere", () => {
    const months = monthsOf({
      ...year2025,
      credits: [
        { completionDate: "2025-03-01", counted: 4 },
        { completionDate: "2025-06-05", counted: 1 },
        { completionDate: "2025-06-20", counted: 2 },
        { completionDate: "2025-08-20", counted: 3 },
      ],
      from: "2025-06-15",
      to: "2025-08-01",
    });
    expect(
      months.map(({ month, credits, cumulative }) => ({ month, credits, cumulative })),
    ).toEqual([
      { month: "2025-06", credits: 2, cumulative: 7 },
      { month: "2025-07", credits: 0, cumulative: 7 },
      { month: "2025-08", credits: 0, cumulative: 7 },
    ]);
  });

  it("runs over the credits' dates without a pace when the cycle has no reporting period", () => {
    const months = monthsOf({
      periodStart: null,
      periodEnd: null,
      creditsRequired: 10,
      carriedOver: 0,
      today: "2026-03-01",
      credits: [
        { completionDate: "2025-11-20", counted: 2 },
        { completionDate: "2025-09-02", counted: 1 },
      ],
    });
    expect(months).toEqual([
      { month: "2025-09", credits: 1, cumulative: 1, requiredPace: null },
      { month: "2025-10", credits: 0, cumulative: 1, requiredPace: null },
      { month: "2025-11", credits: 2, cumulative: 3, requiredPace: null },
    ]);
    expect(
      monthsOf({
        periodStart: null,
        periodEnd: null,
        creditsRequired: 10,
        carriedOver: 0,
        today: "2026-03-01",
        credits: [],
      }),
    ).toEqual([]);
  });

  it("stops the running total at today's month: a month to come has its pace but nothing earned", () => {
    // A new RN in March 2026, 30 contact hours due by July 2027, 2.5 earned so far.
    const months = monthsOf({
      periodStart: "2025-08-01",
      periodEnd: "2027-07-31",
      creditsRequired: 30,
      carriedOver: 0,
      today: "2026-03-18",
      credits: [
        { completionDate: "2026-02-10", counted: 1 },
        { completionDate: "2026-03-02", counted: 1.5 },
      ],
    });
    expect(months).toHaveLength(24);
    expect(months.find((month) => month.month === "2026-03")).toMatchObject({
      credits: 1.5,
      cumulative: 2.5,
    });
    const later = months.filter((month) => month.month > "2026-03");
    expect(later).toHaveLength(16);
    expect(later.map((month) => month.cumulative)).toEqual(later.map(() => null));
    expect(months.at(-1)).toMatchObject({ month: "2027-07", cumulative: null, requiredPace: 30 });
  });

  it(`charts at most the last ${chartedMonths} months, their running total including the months left out`, () => {
    const months = monthsOf({
      periodStart: "2000-01-01",
      periodEnd: "2029-12-31",
      creditsRequired: 360,
      carriedOver: 1,
      today: "2030-01-15",
      credits: [
        { completionDate: "2001-06-01", counted: 5 },
        { completionDate: "2025-06-01", counted: 2 },
      ],
    });
    expect(months).toHaveLength(chartedMonths);
    expect(months[0]).toMatchObject({ month: "2010-01", cumulative: 6 });
    expect(months.at(-1)).toMatchObject({ month: "2029-12", cumulative: 8, requiredPace: 360 });
  });
});

describe("formatMonth", () => {
  it("names a month as the chart and its table read it", () => {
    expect(["2026-01", "2026-03", "2027-12"].map(formatMonth)).toEqual([
      "Jan 2026",
      "Mar 2026",
      "Dec 2027",
    ]);
  });
});
