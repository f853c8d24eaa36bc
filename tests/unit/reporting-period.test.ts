import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  lastDayOfMonth,
} from "../../src/common/certifications/calendar-date";
import {
  type PeriodDates,
  reportingPeriod,
} from "../../src/common/requirement-library/reporting-period";
import type { RuleSet } from "../../src/common/requirement-library/rule-set";

type Cycle = RuleSet["cycle"];

const pad = (value: number) => String(value).padStart(2, "0");

/** Any day from 1950 to 2100, month ends and February 29 included. */
const day = fc
  .record({
    year: fc.integer({ min: 1950, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(
    ({ year, month, day }) =>
      `${year}-${pad(month)}-${pad(Math.min(day, lastDayOfMonth(year, month)))}`,
  );

/** A day on which the cycle is asked for: from 2000 to 2090, after the holder's dates. */
const today = fc.integer({ min: 0, max: 90 * 365 }).map((offset) => addDays("2000-01-01", offset));

const lengths = fc.constantFrom(12, 24, 36, 48, 60);
const parity = fc.constantFrom<Cycle["parity"]>(
  null,
  "odd-years",
  "even-years",
  "birth-year-parity",
);

const cycle = (
  anchor: Cycle["anchor"],
  lengthMonths: number,
  extra: Partial<Cycle> = {},
): Cycle => ({
  lengthMonths,
  anchor,
  endMonthDay: null,
  parity: null,
  note: "",
  ...extra,
});

function placed(result: ReturnType<typeof reportingPeriod>) {
  if (!("period" in result)) throw new Error(`needs ${result.needs}`);
  return result.period;
}

const year = (date: CalendarDate) => Number(date.slice(0, 4));
const month = (date: CalendarDate) => Number(date.slice(5, 7));
const dayOf = (date: CalendarDate) => Number(date.slice(8, 10));

/** The period holds today, follows the one before it without a gap, and spans its months. */
function expectWholePeriod(c: Cycle, dates: PeriodDates, on: CalendarDate) {
  const { start, end } = placed(reportingPeriod(c, dates, on));
  expect(start <= on && on <= end).toBe(true);
  const before = placed(reportingPeriod(c, dates, addDays(start, -1)));
  if (!(c.anchor === "issue-date" && start === dates.issueDate)) {
    expect(before.end).toBe(addDays(start, -1));
  }
  const days = daysBetween(start, end) + 1;
  expect(days).toBeGreaterThanOrEqual((c.lengthMonths / 12) * 365 - 3);
  expect(days).toBeLessThanOrEqual((c.lengthMonths / 12) * 366 + 3);
  return { start, end };
}

describe("the reporting period a rule set's cycle gives", () => {
  it("ends on the last day of the birth month, in the years the parity allows", () => {
    fc.assert(
      fc.property(day, today, lengths, parity, (birthDate, on, length, yearParity) => {
        fc.pre(birthDate < on);
        // Odd or even years only mean something for a cycle of whole pairs of years; a cycle of
        // several years without them is the holder's (below).
        fc.pre(yearParity === null ? length === 12 : length % 24 === 0);
        const c = cycle("birth-month", length, { parity: yearParity });
        const { end } = expectWholePeriod(c, { birthDate }, on);
        expect(month(end)).toBe(month(birthDate));
        expect(dayOf(end)).toBe(lastDayOfMonth(year(end), month(end)));
        if (yearParity === "odd-years") expect(year(end) % 2).toBe(1);
        if (yearParity === "even-years") expect(year(end) % 2).toBe(0);
        if (yearParity === "birth-year-parity") expect(year(end) % 2).toBe(year(birthDate) % 2);
      }),
    );
  });

  it("ends on the birthday, February 29 on the 28th outside leap years", () => {
    fc.assert(
      fc.property(day, today, (birthDate, on) => {
        fc.pre(birthDate < on);
        const { end } = expectWholePeriod(cycle("birth-date", 12), { birthDate }, on);
        expect(month(end)).toBe(month(birthDate));
        expect(dayOf(end)).toBe(Math.min(dayOf(birthDate), lastDayOfMonth(year(end), month(end))));
      }),
    );
  });

  it("ends on the issue date's anniversary, the first cycle starting on the issue date", () => {
    fc.assert(
      fc.property(day, today, lengths, (issueDate, on, length) => {
        fc.pre(issueDate <= on);
        const c = cycle("issue-date", length);
        const { end } = expectWholePeriod(c, { issueDate }, on);
        expect(month(end)).toBe(month(addMonths(issueDate, length)));
        expect(dayOf(end)).toBe(Math.min(dayOf(issueDate), lastDayOfMonth(year(end), month(end))));
        const first = placed(reportingPeriod(c, { issueDate }, issueDate));
        expect(first).toEqual({ start: issueDate, end: addMonths(issueDate, length) });
      }),
    );
  });

  it("ends on the fixed day of the year, and December 31 for calendar years", () => {
    const monthDay = fc.constantFrom("02-28", "02-29", "06-30", "09-30", "11-30", "12-31", "01-31");
    fc.assert(
      fc.property(monthDay, today, lengths, parity, (endMonthDay, on, length, yearParity) => {
        fc.pre(yearParity === null ? length === 12 : length % 24 === 0);
        const fixed = cycle("fixed-date", length, { endMonthDay, parity: yearParity });
        const { end } = expectWholePeriod(fixed, {}, on);
        const [wantedMonth, wantedDay] = endMonthDay.split("-").map(Number) as [number, number];
        expect(month(end)).toBe(wantedMonth);
        expect(dayOf(end)).toBe(Math.min(wantedDay, lastDayOfMonth(year(end), wantedMonth)));
        if (yearParity === "odd-years") expect(year(end) % 2).toBe(1);
        if (yearParity === "even-years") expect(year(end) % 2).toBe(0);
        const calendar = expectWholePeriod(
          cycle("calendar-years", length, { parity: yearParity }),
          {},
          on,
        );
        expect(calendar.end.slice(5)).toBe("12-31");
        expect(calendar.start.slice(5)).toBe("01-01");
      }),
    );
  });

  it("places a cycle of several years whose years are the holder's by her expiration date", () => {
    const anchors = fc.constantFrom<Cycle["anchor"]>(
      "birth-month",
      "birth-date",
      "fixed-date",
      "calendar-years",
    );
    const monthDay = fc.constantFrom("02-29", "06-30", "12-31", "01-31");
    const several = fc.constantFrom(24, 36, 48, 60);
    fc.assert(
      fc.property(
        anchors,
        monthDay,
        several,
        day,
        today,
        (anchor, endMonthDay, length, birthDate, licenseExpiration) => {
          const c = cycle(anchor, length, {
            endMonthDay: anchor === "fixed-date" ? endMonthDay : null,
          });
          expect(reportingPeriod(c, { birthDate }, "2026-11-28")).toEqual({
            needs: "licenseExpiration",
          });
          const dates = { birthDate, licenseExpiration };
          const { start, end } = placed(reportingPeriod(c, dates, "2026-11-28"));
          // It ends on the cycle's day last on or before the expiration date…
          expect(end <= licenseExpiration).toBe(true);
          const yearly = { ...c, lengthMonths: 12 };
          expect(placed(reportingPeriod(yearly, dates, end)).end).toBe(end);
          const next = placed(reportingPeriod(yearly, dates, addDays(end, 1))).end;
          expect(next > licenseExpiration).toBe(true);
          // …and starts the day after the period before it ends, whatever today is.
          const earlier = { ...dates, licenseExpiration: `${year(end) - length / 12}-12-31` };
          expect(placed(reportingPeriod(c, earlier, "2000-01-01")).end).toBe(addDays(start, -1));
          const days = daysBetween(start, end) + 1;
          expect(days).toBeGreaterThanOrEqual((length / 12) * 365 - 3);
          expect(days).toBeLessThanOrEqual((length / 12) * 366 + 3);
        },
      ),
    );
  });

  it("ends on the license's own expiration date, whenever that is", () => {
    const c = cycle("license-expiration", 24);
    expect(reportingPeriod(c, { licenseExpiration: "2028-02-29" }, "2026-11-28")).toEqual({
      period: { start: "2026-03-01", end: "2028-02-29" },
    });
    expect(reportingPeriod(c, { licenseExpiration: "2027-01-31" }, "2026-11-28")).toEqual({
      period: { start: "2025-02-01", end: "2027-01-31" },
    });
  });

  it("says which date it needs when the holder's date is missing", () => {
    expect(reportingPeriod(cycle("birth-month", 12), {}, "2026-11-28")).toEqual({
      needs: "birthDate",
    });
    expect(
      reportingPeriod(cycle("issue-date", 36), { birthDate: "1990-01-01" }, "2026-11-28"),
    ).toEqual({ needs: "issueDate" });
    expect(reportingPeriod(cycle("license-expiration", 24), {}, "2026-11-28")).toEqual({
      needs: "licenseExpiration",
    });
  });

  it("gives a California RN born in March 1990 the two years ending March 31, 2028", () => {
    const c = cycle("birth-month", 24, { parity: "birth-year-parity" });
    expect(reportingPeriod(c, { birthDate: "1990-03-14" }, "2026-11-28")).toEqual({
      period: { start: "2026-04-01", end: "2028-03-31" },
    });
  });
});

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day when the month is shorter", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2024-02-29", 48)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -13)).toBe("2024-12-15");
  });
});
