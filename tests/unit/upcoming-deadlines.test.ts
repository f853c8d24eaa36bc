import {
  addDays,
  daysBetween,
  isCalendarDate,
  todayIn,
} from "@common/certifications/calendar-date";
import {
  deadlineInWindow,
  deadlineOf,
  deadlineTypeLabels,
  deadlineWindowEnd,
  inDeadlineWindow,
  upcomingDeadlines,
  upcomingDeadlinesShown,
} from "@common/certifications/deadlines";
import { describe, expect, it } from "vitest";

const today = "2025-06-15";

function certification(
  overrides: Partial<Parameters<typeof upcomingDeadlines>[0][number]> = {},
): Parameters<typeof upcomingDeadlines>[0][number] {
  return {
    id: 1,
    name: "CPR",
    status: "active",
    expirationDate: null,
    reportingPeriodEnd: null,
    creditsRequired: 20,
    creditsEarned: 0,
    creditsMissing: 20,
    categoriesMissing: [],
    creditsUnit: "hours",
    requirements: { categories: [] },
    pace: null,
    ...overrides,
  };
}

describe("calendar dates", () => {
  it.each([
    "2025-02-29",
    "2025-13-01",
    "2025-00-10",
    "2025-04-31",
    "2025-2-1",
    "2025-02-01T00:00:00Z",
    "",
    "not a date",
  ])("refuses %o", (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each(["2024-02-29", "2025-04-30", "2025-12-31", "2025-01-01"])("accepts %o", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    ["2025-01-31", 1, "2025-02-01"],
    ["2025-12-31", 1, "2026-01-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2024-02-29", 1, "2024-03-01"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-03-01", -1, "2025-02-28"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2025-03-08", 2, "2025-03-10"],
    ["2025-06-15", 90, "2025-09-13"],
  ] as const)("moves %s by %i days to %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("counts whole days between two dates, negative when the second is earlier", () => {
    expect(daysBetween("2025-06-15", "2025-06-15")).toBe(0);
    expect(daysBetween("2025-06-15", "2025-06-16")).toBe(1);
    expect(daysBetween("2025-06-16", "2025-06-15")).toBe(-1);
    expect(daysBetween("2024-02-01", "2024-03-01")).toBe(29);
    expect(daysBetween("2025-02-01", "2025-03-01")).toBe(28);
    expect(daysBetween("2024-12-31", "2025-12-31")).toBe(365);
    // Across a daylight-saving change in many zones: still whole days.
    expect(daysBetween("2025-03-08", "2025-03-10")).toBe(2);
  });

  it.each([
    // 12:00 UTC on 15 Jan: already the 16th in Auckland (UTC+13), still the 15th in Los Angeles.
    [
      "2025-01-15T12:00:00Z",
      { "Pacific/Auckland": "2025-01-16", UTC: "2025-01-15", "America/Los_Angeles": "2025-01-15" },
    ],
    // 03:00 UTC on 15 Jan: still the 14th in Los Angeles (UTC-8), the 15th in Auckland.
    [
      "2025-01-15T03:00:00Z",
      { "Pacific/Auckland": "2025-01-15", UTC: "2025-01-15", "America/Los_Angeles": "2025-01-14" },
    ],
  ] as const)("takes today as the day in the user's time zone at %s", (moment, expected) => {
    const now = new Date(moment);
    expect({
      "Pacific/Auckland": todayIn("Pacific/Auckland", now),
      UTC: todayIn("UTC", now),
      "America/Los_Angeles": todayIn("America/Los_Angeles", now),
    }).toEqual(expected);
  });

  it("falls back to the UTC day for an unknown time zone", () => {
    const now = new Date("2025-01-15T23:30:00Z");
    expect(todayIn("Mars/Olympus_Mons", now)).toBe("2025-01-15");
    expect(todayIn("", now)).toBe("2025-01-15");
    expect(todayIn("Pacific/Auckland", now)).toBe("2025-01-16");
  });
});

describe("90-day deadline window (spec section 9)", () => {
  it("runs from today to today + 90 days, both included", () => {
    expect(deadlineWindowEnd(today)).toBe(addDays(today, 90));
    expect(inDeadlineWindow(today, today)).toBe(true);
    expect(inDeadlineWindow(addDays(today, 1), today)).toBe(true);
    expect(inDeadlineWindow(addDays(today, 90), today)).toBe(true);
  });

  it("leaves out yesterday, today + 91 days and no date at all", () => {
    expect(inDeadlineWindow(addDays(today, -1), today)).toBe(false);
    expect(inDeadlineWindow(addDays(today, 91), today)).toBe(false);
    expect(inDeadlineWindow(null, today)).toBe(false);
  });

  it.each([
    [0, true],
    [90, true],
    [91, false],
    [-1, false],
  ] as const)("counts an expiration date today + %i days: %s", (offset, counted) => {
    const date = addDays(today, offset);
    const expected = counted ? { date, type: "expiration" } : null;
    expect(deadlineInWindow({ expirationDate: date, reportingPeriodEnd: null }, today)).toEqual(
      expected,
    );
  });

  it.each([
    [0, true],
    [90, true],
    [91, false],
    [-1, false],
  ] as const)("counts a reporting period end today + %i days: %s", (offset, counted) => {
    const date = addDays(today, offset);
    const expected = counted ? { date, type: "reportingPeriodEnd" } : null;
    expect(deadlineInWindow({ expirationDate: null, reportingPeriodEnd: date }, today)).toEqual(
      expected,
    );
  });

  it("shows the expiration date when both dates fall in the window", () => {
    expect(
      deadlineInWindow(
        { expirationDate: addDays(today, 60), reportingPeriodEnd: addDays(today, 10) },
        today,
      ),
    ).toEqual({ date: addDays(today, 60), type: "expiration" });
  });

  it("shows the reporting period end when only it falls in the window", () => {
    const end = addDays(today, 30);
    expect(
      deadlineInWindow({ expirationDate: addDays(today, 400), reportingPeriodEnd: end }, today),
    ).toEqual({ date: end, type: "reportingPeriodEnd" });
    expect(
      deadlineInWindow({ expirationDate: addDays(today, -5), reportingPeriodEnd: end }, today),
    ).toEqual({ date: end, type: "reportingPeriodEnd" });
  });

  it("does not count a certification with neither date, or with both outside the window", () => {
    expect(deadlineInWindow({ expirationDate: null, reportingPeriodEnd: null }, today)).toBeNull();
    expect(
      deadlineInWindow(
        { expirationDate: addDays(today, 91), reportingPeriodEnd: addDays(today, -1) },
        today,
      ),
    ).toBeNull();
  });

  it("takes a certification's deadline as its expiration date, else its reporting period end", () => {
    expect(deadlineOf({ expirationDate: "2026-01-01", reportingPeriodEnd: "2025-07-01" })).toEqual({
      date: "2026-01-01",
      type: "expiration",
    });
    expect(deadlineOf({ expirationDate: null, reportingPeriodEnd: "2025-07-01" })).toEqual({
      date: "2025-07-01",
      type: "reportingPeriodEnd",
    });
    expect(deadlineOf({ expirationDate: null, reportingPeriodEnd: null })).toBeNull();
  });

  it("labels the deadline types as the dashboard shows them", () => {
    expect(deadlineTypeLabels).toEqual({
      expiration: "Expires",
      reportingPeriodEnd: "Reporting Period Ends",
    });
  });
});

describe("upcoming deadlines (spec section 9)", () => {
  it("lists only active certifications", () => {
    const rows = upcomingDeadlines(
      [
        certification({ id: 1, name: "Active", expirationDate: addDays(today, 10) }),
        certification({
          id: 2,
          name: "Inactive",
          status: "inactive",
          expirationDate: addDays(today, 5),
        }),
        certification({
          id: 3,
          name: "Expired",
          status: "expired",
          expirationDate: addDays(today, 5),
        }),
      ],
      today,
    );
    expect(rows.map((row) => row.name)).toEqual(["Active"]);
  });

  it("leaves out certifications with no date in the window", () => {
    const rows = upcomingDeadlines(
      [
        certification({ id: 1, name: "No dates" }),
        certification({ id: 2, name: "Far", expirationDate: addDays(today, 91) }),
        certification({ id: 3, name: "Past", reportingPeriodEnd: addDays(today, -1) }),
        certification({ id: 4, name: "Last day", reportingPeriodEnd: addDays(today, 90) }),
      ],
      today,
    );
    expect(rows.map((row) => row.name)).toEqual(["Last day"]);
  });

  it("sorts soonest first, then by name on the same day", () => {
    const rows = upcomingDeadlines(
      [
        certification({ id: 1, name: "Zeta", expirationDate: addDays(today, 20) }),
        certification({ id: 2, name: "Beta", expirationDate: addDays(today, 40) }),
        certification({ id: 3, name: "Alpha", reportingPeriodEnd: addDays(today, 20) }),
        certification({ id: 4, name: "Gamma", expirationDate: addDays(today, 3) }),
      ],
      today,
    );
    expect(rows.map((row) => [row.name, row.date])).toEqual([
      ["Gamma", "2025-06-18"],
      ["Alpha", "2025-07-05"],
      ["Zeta", "2025-07-05"],
      ["Beta", "2025-07-25"],
    ]);
  });

  it("shows the 5 soonest of 7 candidates", () => {
    const offsets = [70, 5, 60, 0, 90, 30, 15];
    const rows = upcomingDeadlines(
      offsets.map((offset, index) =>
        certification({
          id: index + 1,
          name: `Cert ${offset}`,
          expirationDate: addDays(today, offset),
        }),
      ),
      today,
    );
    expect(upcomingDeadlinesShown).toBe(5);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.daysLeft)).toEqual([0, 5, 15, 30, 60]);
  });

  it("fills a row with the deadline, days left, credits, what is missing and the pace plan", () => {
    const pace = {
      deadline: "2025-07-30",
      creditsMissing: 6.5,
      perMonth: 4.5,
      recentPerMonth: 2,
      expectedFinish: "2025-09-01",
      behind: true,
      summary: "Behind: 4.5 contact hours a month from now on finishes on time",
      explanation: ["6.5 contact hours are still missing."],
    };
    const [row] = upcomingDeadlines(
      [
        certification({
          id: 7,
          name: "RN License",
          expirationDate: addDays(today, 45),
          reportingPeriodEnd: addDays(today, 10),
          creditsRequired: 30,
          creditsEarned: 23.5,
          creditsMissing: 6.5,
          categoriesMissing: [{ name: "Ethics", missing: 2 }],
          creditsUnit: "contact hours",
          pace,
        }),
      ],
      today,
    );
    expect(row).toEqual({
      id: 7,
      name: "RN License",
      date: "2025-07-30",
      deadlineType: "expiration",
      daysLeft: 45,
      creditsNeeded: 30,
      creditsEarned: 23.5,
      creditsMissing: 6.5,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
      pace,
      creditsUnit: "contact hours",
      status: "On Track",
      ceRequired: true,
      expirationDate: "2025-07-30",
    });
  });

  it("says a row asks for no CE when nothing at all is required, a category minimum counting", () => {
    const rows = upcomingDeadlines(
      [
        certification({ id: 1, name: "BLS", creditsRequired: 0, creditsMissing: 0 }),
        certification({
          id: 2,
          name: "Ethics only",
          creditsRequired: 0,
          creditsMissing: 2,
          requirements: { categories: [{ kind: "minimum" }] },
        }),
      ].map((row) => ({ ...row, expirationDate: addDays(today, 40) })),
      today,
    );
    expect(rows.map((row) => [row.name, row.ceRequired, row.status])).toEqual([
      ["BLS", false, "Completed"],
      ["Ethics only", true, "At Risk"],
    ]);
  });

  it("counts a category still missing against the status, even with the total earned", () => {
    const [row] = upcomingDeadlines(
      [
        certification({
          reportingPeriodEnd: addDays(today, 1),
          creditsRequired: 10,
          creditsEarned: 10,
          creditsMissing: 7,
          categoriesMissing: [{ name: "Ethics", missing: 7 }],
        }),
      ],
      today,
    );
    expect(row?.status).toBe("At Risk");
  });

  it.each([
    [0, 100, "At Risk"],
    [40, 100, "In Progress"],
    [75, 100, "On Track"],
    [120, 100, "Completed"],
    [0, 0, "Completed"],
  ] as const)(
    "shows %i of %i credits as %s, needing the full requirement",
    (earned, required, status) => {
      const [row] = upcomingDeadlines(
        [
          certification({
            reportingPeriodEnd: addDays(today, 1),
            creditsEarned: earned,
            creditsMissing: Math.max(0, required - earned),
            creditsRequired: required,
          }),
        ],
        today,
      );
      expect(row).toMatchObject({
        status,
        creditsNeeded: required,
        deadlineType: "reportingPeriodEnd",
        daysLeft: 1,
      });
    },
  );

  it("shows nothing when no certification is due", () => {
    expect(upcomingDeadlines([], today)).toEqual([]);
  });
});
