import { creditMessages } from "@common/certifications/credit";
import { categoriesMissingText } from "@web/components/certifications/categories-missing-text";
import { creditPeriodWarnings } from "@web/features/credits/credit-period-warnings";
import { describe, expect, it } from "vitest";

describe("categories still missing, as cards and the dashboard say it", () => {
  it("names one category in the unit's words", () => {
    expect(categoriesMissingText([{ name: "Ethics", missing: 2 }], "contact hours")).toBe(
      "2 ethics contact hours still missing",
    );
    expect(categoriesMissingText([{ name: "Ethics", missing: 1 }], "contact hours")).toBe(
      "1 ethics contact hour still missing",
    );
  });

  it("lists several with decimals, and leaves out those already met", () => {
    expect(
      categoriesMissingText(
        [
          { name: "Ethics", missing: 0.5 },
          { name: "Self-study", missing: 0 },
          { name: "Pain management", missing: 3 },
          { name: "HIV training", missing: 1.25 },
        ],
        "hours",
      ),
    ).toBe("0.5 ethics hours, 3 pain management hours and 1.25 HIV training hours still missing");
  });

  it("says nothing when no category is short", () => {
    expect(categoriesMissingText([], "hours")).toBeNull();
    expect(categoriesMissingText([{ name: "Ethics", missing: 0 }], "hours")).toBeNull();
  });
});

function certification(
  name: string,
  reportingPeriodStart: string | null,
  reportingPeriodEnd: string | null,
) {
  return { name, reportingPeriodStart, reportingPeriodEnd };
}

describe("the credit form's warning under the completion date", () => {
  const rn = certification("RN", "2025-01-01", "2026-12-31");
  const ccrn = certification("CCRN", "2025-06-01", null);

  it("warns with the exact text when the date falls before or after the one period", () => {
    expect(creditPeriodWarnings("2024-12-31", [rn])).toEqual([creditMessages.outsidePeriodBefore]);
    expect(creditPeriodWarnings("2027-01-01", [rn])).toEqual([creditMessages.outsidePeriodAfter]);
  });

  it("counts both ends of the period in, and an open end never warns", () => {
    expect(creditPeriodWarnings("2025-01-01", [rn])).toEqual([]);
    expect(creditPeriodWarnings("2026-12-31", [rn])).toEqual([]);
    expect(creditPeriodWarnings("2030-01-01", [ccrn])).toEqual([]);
    expect(creditPeriodWarnings("2030-01-01", [certification("Open", null, null)])).toEqual([]);
  });

  it("names the certification when the credit counts toward several", () => {
    expect(creditPeriodWarnings("2025-03-01", [rn, ccrn])).toEqual([
      `CCRN: ${creditMessages.outsidePeriodBefore}`,
    ]);
  });

  it("says nothing while the date is empty", () => {
    expect(creditPeriodWarnings("", [rn])).toEqual([]);
  });
});
