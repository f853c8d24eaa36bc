import {
  type CalendarEvent,
  type CalendarEventType,
  eventsByDay,
  monthGrid,
  shiftMonth,
} from "@common/certifications/calendar";
import { describe, expect, it } from "vitest";

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function monthDays(year: number, month: number, count: number): string[] {
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  return Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, "0")}`,
  );
}

/** Checks the shape every grid has, whatever the month. */
function expectWholeWeeks(grid: ReturnType<typeof monthGrid>, inMonth: string[]) {
  const cells = grid.flat();
  for (const week of grid) expect(week).toHaveLength(7);
  expect(weekday(cells[0]?.date ?? "")).toBe(0);
  expect(weekday(cells.at(-1)?.date ?? "")).toBe(6);
  for (let index = 1; index < cells.length; index += 1) {
    const previous = new Date(`${cells[index - 1]?.date}T00:00:00Z`).getTime();
    const current = new Date(`${cells[index]?.date}T00:00:00Z`).getTime();
    expect(current - previous).toBe(24 * 60 * 60 * 1000);
  }
  expect(cells.filter((cell) => cell.inMonth).map((cell) => cell.date)).toEqual(inMonth);
}

describe("monthGrid", () => {
  // One real month starting on each weekday, Sunday (0) to Saturday (6).
  const months = [
    {
      name: "November 2026",
      year: 2026,
      month: 11,
      days: 30,
      starts: 0,
      first: "2026-11-01",
      last: "2026-12-05",
      weeks: 5,
    },
    {
      name: "June 2026",
      year: 2026,
      month: 6,
      days: 30,
      starts: 1,
      first: "2026-05-31",
      last: "2026-07-04",
      weeks: 5,
    },
    {
      name: "September 2026",
      year: 2026,
      month: 9,
      days: 30,
      starts: 2,
      first: "2026-08-30",
      last: "2026-10-03",
      weeks: 5,
    },
    {
      name: "April 2026",
      year: 2026,
      month: 4,
      days: 30,
      starts: 3,
      first: "2026-03-29",
      last: "2026-05-02",
      weeks: 5,
    },
    {
      name: "January 2026",
      year: 2026,
      month: 1,
      days: 31,
      starts: 4,
      first: "2025-12-28",
      last: "2026-01-31",
      weeks: 5,
    },
    {
      name: "May 2026",
      year: 2026,
      month: 5,
      days: 31,
      starts: 5,
      first: "2026-04-26",
      last: "2026-06-06",
      weeks: 6,
    },
    {
      name: "August 2026",
      year: 2026,
      month: 8,
      days: 31,
      starts: 6,
      first: "2026-07-26",
      last: "2026-09-05",
      weeks: 6,
    },
  ];

  it.each(months)(
    "lays out $name (starting on weekday $starts) as whole weeks from Sunday",
    ({ year, month, days, starts, first, last, weeks }) => {
      const grid = monthGrid(year, month);
      const cells = grid.flat();
      expect(grid).toHaveLength(weeks);
      expect(cells[0]?.date).toBe(first);
      expect(cells.at(-1)?.date).toBe(last);
      expect(cells.findIndex((cell) => cell.inMonth)).toBe(starts);
      expect(cells[starts]?.date).toBe(monthDays(year, month, 1)[0]);
      expectWholeWeeks(grid, monthDays(year, month, days));
    },
  );

  it("shows all 29 days of February in the leap year 2028", () => {
    const grid = monthGrid(2028, 2);
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[0]?.date).toBe("2028-01-30");
    expect(grid.at(-1)?.at(-1)?.date).toBe("2028-03-04");
    expectWholeWeeks(grid, monthDays(2028, 2, 29));
  });

  it("stops February 2027 at the 28th and fills the week with March", () => {
    const grid = monthGrid(2027, 2);
    const cells = grid.flat();
    expect(grid).toHaveLength(5);
    expect(cells[0]?.date).toBe("2027-01-31");
    expect(cells.some((cell) => cell.date === "2027-02-29")).toBe(false);
    expect(cells.find((cell) => cell.date === "2027-03-01")?.inMonth).toBe(false);
    expectWholeWeeks(grid, monthDays(2027, 2, 28));
  });

  it("fits February 2026 (28 days from a Sunday) into exactly four weeks", () => {
    const grid = monthGrid(2026, 2);
    expect(grid).toHaveLength(4);
    expect(grid[0]?.[0]?.date).toBe("2026-02-01");
    expect(grid.at(-1)?.at(-1)?.date).toBe("2026-02-28");
    expect(grid.flat().every((cell) => cell.inMonth)).toBe(true);
    expectWholeWeeks(grid, monthDays(2026, 2, 28));
  });

  it("dims the days before and after the month", () => {
    const cells = monthGrid(2026, 5).flat();
    expect(cells.find((cell) => cell.date === "2026-04-30")?.inMonth).toBe(false);
    expect(cells.find((cell) => cell.date === "2026-06-01")?.inMonth).toBe(false);
  });
});

describe("shiftMonth", () => {
  it("moves from December to January of the next year", () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
  });

  it("moves from January back to December of the year before", () => {
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it("moves by several months and whole years across boundaries", () => {
    expect(shiftMonth(2026, 11, 3)).toEqual({ year: 2027, month: 2 });
    expect(shiftMonth(2026, 1, -13)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2026, 12, 12)).toEqual({ year: 2027, month: 12 });
    expect(shiftMonth(2026, 6, 0)).toEqual({ year: 2026, month: 6 });
  });

  it("comes back to the same month after a year of steps each way", () => {
    let shown = { year: 2026, month: 3 };
    for (let step = 0; step < 12; step += 1) shown = shiftMonth(shown.year, shown.month, 1);
    expect(shown).toEqual({ year: 2027, month: 3 });
    for (let step = 0; step < 12; step += 1) shown = shiftMonth(shown.year, shown.month, -1);
    expect(shown).toEqual({ year: 2026, month: 3 });
  });
});

describe("eventsByDay", () => {
  let nextId = 0;
  function event(date: string, type: CalendarEventType, title: string): CalendarEvent {
    nextId += 1;
    return { id: `${type}-${nextId}`, title, date, type, certificationId: nextId };
  }

  it("groups events by day: deadlines, then renewals, then the rest, each by title", () => {
    const events = [
      event("2026-11-05", "other", "Ethics webinar"),
      event("2026-11-05", "renewal", "RN License renewed"),
      event("2026-11-05", "deadline", "PMP expires"),
      event("2026-11-05", "deadline", "CPA expires"),
      event("2026-11-05", "other", "Audit course"),
      event("2026-11-12", "renewal", "CPR renewed"),
    ];
    const byDay = eventsByDay(events);
    expect(byDay.get("2026-11-05")?.map((item) => item.title)).toEqual([
      "CPA expires",
      "PMP expires",
      "RN License renewed",
      "Audit course",
      "Ethics webinar",
    ]);
    expect(byDay.get("2026-11-12")?.map((item) => item.title)).toEqual(["CPR renewed"]);
    expect(byDay.has("2026-11-06")).toBe(false);
    expect(byDay.size).toBe(2);
  });

  it("leaves the events it was given in their order", () => {
    const events = [event("2026-11-05", "other", "B"), event("2026-11-05", "deadline", "A")];
    const before = events.map((item) => item.id);
    eventsByDay(events);
    expect(events.map((item) => item.id)).toEqual(before);
  });

  it("answers an empty map for no events", () => {
    expect(eventsByDay([]).size).toBe(0);
  });
});
