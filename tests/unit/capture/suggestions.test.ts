import { describe, expect, it } from "vitest";
import type { CaptureFields } from "../../../src/common/capture/capture-fields";
import {
  captureSuggestions,
  type SuggestionCandidate,
} from "../../../src/common/capture/suggestions";
import { convertCredits } from "../../../src/common/certifications/unit-conversions";

const fields: CaptureFields = {
  title: "Pain Management in Older Adults",
  provider: "Golden State Nursing Education",
  completionDate: "2026-03-14",
  credits: 0.15,
  creditsUnit: "CEUs",
  categories: ["Pain management"],
};

const candidate = (overrides: Partial<SuggestionCandidate>): SuggestionCandidate => ({
  id: 1,
  name: "RN California",
  creditsUnit: "contact hours",
  reportingPeriodStart: "2025-07-01",
  reportingPeriodEnd: "2027-06-30",
  requirements: { categories: [], carryOver: null },
  ...overrides,
});

describe("converting credits between units", () => {
  it("converts CEUs and contact hours both ways, as IACET defines the CEU, and says so", () => {
    expect(convertCredits(0.15, "CEUs", "contact hours")).toEqual({
      amount: 1.5,
      words: "0.15 CEUs = 1.5 contact hours: one CEU equals ten contact hours (IACET)",
      sourceUrl: "http://iacet.org/ceus/about-the-ceu",
    });
    expect(convertCredits(3, "contact hours", "CEUs")?.amount).toBe(0.3);
  });

  it("claims nothing for units no source converts", () => {
    expect(convertCredits(2, "hours", "contact hours")).toBeNull();
    expect(convertCredits(2, "points", "credits")).toBeNull();
  });
});

describe("the certifications a certificate could count toward", () => {
  it("suggests one completed inside its period, its credits converted, with every reason", () => {
    const [suggestion] = captureSuggestions(fields, [
      candidate({
        requirements: {
          categories: [{ name: "pain management", kind: "minimum", credits: 1 }],
          carryOver: null,
        },
      }),
    ]);
    expect(suggestion).toEqual({
      certificationId: 1,
      name: "RN California",
      credits: 1.5,
      why: [
        "Completed inside its reporting period (Jul 1, 2025 – Jun 30, 2027)",
        "0.15 CEUs = 1.5 contact hours: one CEU equals ten contact hours (IACET)",
        "Counts toward its Pain management requirement",
      ],
    });
  });

  it("leaves out a certification whose period the completion date is outside", () => {
    const later = candidate({
      reportingPeriodStart: "2026-07-01",
      reportingPeriodEnd: "2028-06-30",
    });
    expect(captureSuggestions(fields, [later])).toEqual([]);
  });

  it("suggests one in a unit that does not convert, leaving its credits to the user", () => {
    const [cpa] = captureSuggestions({ ...fields, credits: 2, creditsUnit: "hours" }, [
      candidate({ id: 2, name: "CPA Texas", creditsUnit: "credits" }),
    ]);
    expect(cpa?.credits).toBeNull();
    expect(cpa?.why).toContain(
      "The certificate says 2 hours; it counts credits, which do not convert",
    );
  });
});
