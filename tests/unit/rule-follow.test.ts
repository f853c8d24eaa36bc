import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, lastDayOfMonth } from "../../src/common/certifications/calendar-date";
import {
  detachedFields,
  type FollowedValues,
  filledValues,
  type RuleFill,
  ruleFill,
} from "../../src/common/requirement-library/follow";
import { library, libraryRuleSet } from "../support/rule-sets";

const ruleSetOf = libraryRuleSet;

const pad = (value: number) => String(value).padStart(2, "0");
const day = (from: string, years: number) =>
  fc.integer({ min: 0, max: years * 366 }).map((offset) => addDays(from, offset));
const monthEnd = fc
  .record({ year: fc.integer({ min: 2026, max: 2032 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`);

const savedAsFilled = filledValues;

describe("a certification filled from a rule set", () => {
  it("follows every field of every rule set of the library, whatever the holder's dates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...library),
        monthEnd,
        day("1950-01-01", 50),
        day("2000-01-01", 26),
        day("2026-01-01", 5),
        (ruleSet, expirationDate, birthDate, receivedDate, today) => {
          const dates = { expirationDate, receivedDate };
          const fill = ruleFill(ruleSet, { ...dates, birthDate }, today);
          expect(fill.reportingPeriod).not.toBeNull();
          expect(detachedFields(ruleSet, savedAsFilled(fill, dates))).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("detaches exactly the field the holder changed", () => {
    const ruleSet = ruleSetOf("rn-california");
    const dates = { expirationDate: "2027-06-30", receivedDate: null };
    const saved = savedAsFilled(ruleFill(ruleSet, dates, "2026-11-28"), dates);
    expect(saved).toMatchObject({
      creditsRequired: 30,
      creditsUnit: "contact hours",
      reportingPeriodStart: "2025-07-01",
      reportingPeriodEnd: "2027-06-30",
    });
    const changes: [Partial<FollowedValues>, string][] = [
      [{ name: "My RN license" }, "name"],
      [{ issuingBody: "BRN" }, "issuingBody"],
      [{ jurisdiction: null }, "jurisdiction"],
      [{ creditsRequired: 36 }, "creditsRequired"],
      [{ creditsUnit: "hours" }, "creditsUnit"],
      [
        {
          requirements: {
            categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
            carryOver: null,
          },
        },
        "categories",
      ],
      [
        { requirements: { categories: [], carryOver: { maxCredits: 5, lastDays: 90 } } },
        "carryOver",
      ],
      [{ reportingPeriodStart: "2025-06-01" }, "reportingPeriod"],
    ];
    for (const [change, field] of changes) {
      expect(detachedFields(ruleSet, { ...saved, ...change })).toEqual([field]);
    }
    // Spaces around a name are not an edit; a new expiration date moves the period with it.
    expect(detachedFields(ruleSet, { ...saved, name: ` ${saved.name} ` })).toEqual([]);
    expect(detachedFields(ruleSet, { ...saved, expirationDate: "2029-06-30" })).toEqual([
      "reportingPeriod",
    ]);
  });
});

describe("a category with a condition", () => {
  const technician = ruleSetOf("pharmacy-technician-florida");
  const names = (fill: RuleFill) => fill.requirements.categories.map((category) => category.name);

  it("counts a first-renewal category for a license issued in the period, and not for an older one", () => {
    const dates = { expirationDate: null, birthDate: null };
    const first = ruleFill(technician, { ...dates, receivedDate: "2025-03-01" }, "2026-11-28");
    expect(first.reportingPeriod).toEqual({ start: "2025-01-01", end: "2026-12-31" });
    expect(names(first)).toContain("HIV/AIDS");
    const later = ruleFill(technician, { ...dates, receivedDate: "2019-03-01" }, "2026-11-28");
    expect(names(later)).not.toContain("HIV/AIDS");
    expect(later.conditions).toEqual([
      expect.objectContaining({ applies: false, why: expect.stringMatching(/^Not a first/) }),
    ]);
  });

  it("keeps a category whose condition the dates cannot tell, whether the holder keeps it or not", () => {
    const dates = { expirationDate: null, receivedDate: null };
    const fill = ruleFill(technician, dates, "2026-11-28");
    expect(names(fill)).toContain("HIV/AIDS");
    expect(fill.conditions[0]?.applies).toBeNull();
    const saved = savedAsFilled(fill, dates);
    expect(detachedFields(technician, saved)).toEqual([]);
    const without = saved.requirements.categories.filter(({ name }) => name !== "HIV/AIDS");
    expect(
      detachedFields(technician, {
        ...saved,
        requirements: { ...saved.requirements, categories: without },
      }),
    ).toEqual([]);
  });

  it("counts an issued-after category only for licenses issued after its day", () => {
    const pharmacist = ruleSetOf("pharmacist-texas");
    const dates = { expirationDate: "2027-04-30", birthDate: "1985-04-12" };
    const after = ruleFill(pharmacist, { ...dates, receivedDate: "2021-01-05" }, "2026-11-28");
    const before = ruleFill(pharmacist, { ...dates, receivedDate: "2020-08-31" }, "2026-11-28");
    const controlled = "Prescribing and monitoring controlled substances";
    expect(names(after)).toContain(controlled);
    expect(names(before)).not.toContain(controlled);
    expect(after.reportingPeriod).toEqual({ start: "2025-05-01", end: "2027-04-30" });
  });

  it("says which of the holder's dates a period needs", () => {
    const pharmacist = ruleSetOf("pharmacist-texas");
    const dates = { expirationDate: null, receivedDate: null };
    const fill = ruleFill(pharmacist, dates, "2026-11-28");
    expect(fill.reportingPeriod).toBeNull();
    // Its two-year cycle ends in the birth month, in the years of the holder's own license.
    expect(fill.periodNeeds).toBe("licenseExpiration");
    expect(
      ruleFill(pharmacist, { ...dates, expirationDate: "2027-04-30" }, "2026-11-28").periodNeeds,
    ).toBe("birthDate");
    expect(
      ruleFill(
        ruleSetOf("rn-california"),
        { expirationDate: null, receivedDate: null },
        "2026-11-28",
      ).periodNeeds,
    ).toBe("licenseExpiration");
  });
});
