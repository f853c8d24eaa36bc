import { addDays } from "@common/certifications/calendar-date";
import {
  deadlineDistance,
  deadlineDistanceWithDate,
} from "@common/certifications/deadline-distance";
import { afterEach, describe, expect, it } from "vitest";

const today = "2026-11-23";
const inDays = (days: number) => deadlineDistance(today, addDays(today, days));

describe("deadlineDistance", () => {
  it("names the nearest days", () => {
    expect(inDays(0)).toBe("today");
    expect(inDays(1)).toBe("tomorrow");
    expect(inDays(-1)).toBe("yesterday");
  });

  it("counts the days up to 60 days away, in the plural from 2", () => {
    expect(inDays(2)).toBe("in 2 days");
    expect(inDays(20)).toBe("in 20 days");
    expect(inDays(-3)).toBe("3 days ago");
    expect(inDays(60)).toBe("in 60 days");
    expect(inDays(-60)).toBe("60 days ago");
  });

  it("rounds to months or years beyond 60 days", () => {
    expect(inDays(61)).toBe("in 2 months");
    expect(inDays(-61)).toBe("2 months ago");
    expect(inDays(-100)).toBe("3 months ago");
    expect(deadlineDistance(today, "2028-12-13")).toBe("in about 2 years");
    expect(deadlineDistance(today, "2029-11-20")).toBe("in almost 3 years");
    expect(deadlineDistance(today, "2029-12-20")).toBe("in about 3 years");
    expect(deadlineDistance(today, "2024-11-01")).toBe("about 2 years ago");
  });
});

describe("deadlineDistanceWithDate", () => {
  it("adds the date only to a rounded distance", () => {
    expect(deadlineDistanceWithDate(today, "2028-12-13")).toBe("in about 2 years (Dec 13, 2028)");
    expect(deadlineDistanceWithDate(today, addDays(today, 61))).toBe("in 2 months (Jan 23, 2027)");
    expect(deadlineDistanceWithDate(today, addDays(today, 60))).toBe("in 60 days");
    expect(deadlineDistanceWithDate(today, addDays(today, 1))).toBe("tomorrow");
  });
});

describe("in any time zone of the process", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("words calendar dates the same, across daylight saving changes", () => {
    for (const timeZone of ["Pacific/Kiritimati", "America/Los_Angeles", "Europe/London", "UTC"]) {
      process.env.TZ = timeZone;
      expect(deadlineDistance("2026-03-01", "2028-03-01"), timeZone).toBe("in about 2 years");
      expect(deadlineDistance("2026-03-01", "2026-04-30"), timeZone).toBe("in 60 days");
      expect(deadlineDistance("2026-03-01", "2026-05-01"), timeZone).toBe("in 2 months");
      expect(deadlineDistance("2026-03-01", "2027-06-01"), timeZone).toBe("in over 1 year");
      expect(deadlineDistance("2026-10-20", "2027-10-20"), timeZone).toBe("in about 1 year");
    }
  });
});
