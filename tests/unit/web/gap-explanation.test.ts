import { noGapMatchText } from "@web/features/opportunities/gap-explanation";
import { describe, expect, it } from "vitest";

const rn = {
  name: "RN License",
  status: "active",
  creditsMissing: 22,
  creditsUnit: "contact hours",
} as const;
const bls = {
  name: "BLS Provider",
  status: "active",
  creditsMissing: 0,
  creditsUnit: "hours",
} as const;

describe("why Matches my gaps lists nothing", () => {
  it("says what is still missing and the rule that decides what counts toward it", () => {
    expect(noGapMatchText([rn, bls], false)).toBe(
      "RN License is missing 22 contact hours. No opportunity in the catalog counts toward it yet: a course counts when it gives credits in the certification's unit and is not meant for another profession.",
    );
    expect(
      noGapMatchText([rn, { ...bls, name: "CCRN", creditsMissing: 1, creditsUnit: "CEUs" }], true),
    ).toBe(
      "RN License is missing 22 contact hours; CCRN is missing 1 CEU. No opportunity matching your other filters counts toward them: a course counts when it gives credits in the certification's unit and is not meant for another profession.",
    );
  });

  it("says there is no gap when nothing is missing or no certification is active", () => {
    expect(noGapMatchText([bls, { ...rn, status: "expired" }], false)).toBe(
      "Your active certifications are not missing any credits, so there is no gap to close. Turn off Matches my gaps to see every opportunity.",
    );
    expect(noGapMatchText([], false)).toBe(
      "You have no active certification, so there is no gap to close. Add your certifications with the credits they require to see the courses that count toward them.",
    );
  });
});
