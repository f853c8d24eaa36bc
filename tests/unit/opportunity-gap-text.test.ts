import { describe, expect, it } from "vitest";
import { gapText } from "../../src/common/opportunities";

describe("gapText", () => {
  it("says an opportunity covers the whole gap when it gives at least what is missing", () => {
    expect(gapText({ category: "Ethics", missing: 2, covers: 2, creditsUnit: "hours" })).toBe(
      "covers your 2 missing ethics hours",
    );
    expect(gapText({ category: "Ethics", missing: 1, covers: 1, creditsUnit: "hours" })).toBe(
      "covers your 1 missing ethics hour",
    );
  });

  it("says how much of the gap it covers otherwise, the unit agreeing with what is missing", () => {
    expect(
      gapText({
        category: "Pain Management",
        missing: 3,
        covers: 1.5,
        creditsUnit: "contact hours",
      }),
    ).toBe("covers 1.5 of your 3 missing pain management contact hours");
    expect(gapText({ category: "Law", missing: 1, covers: 0.5, creditsUnit: "CEUs" })).toBe(
      "covers 0.5 of your 1 missing law CEU",
    );
    expect(gapText({ category: "Ethics", missing: 2.5, covers: 1, creditsUnit: "credits" })).toBe(
      "covers 1 of your 2.5 missing ethics credits",
    );
  });

  it("keeps acronyms as written and writes amounts as the app does", () => {
    expect(gapText({ category: "HIV/AIDS", missing: 1.1, covers: 1.1, creditsUnit: "hours" })).toBe(
      "covers your 1.1 missing HIV/AIDS hours",
    );
    expect(
      gapText({
        category: "National Electrical Code",
        missing: 4.5,
        covers: 4.5,
        creditsUnit: "points",
      }),
    ).toBe("covers your 4.5 missing national electrical code points");
    expect(gapText({ category: "CPR", missing: 0.1, covers: 0.1, creditsUnit: "CEUs" })).toBe(
      "covers your 0.1 missing CPR CEUs",
    );
  });

  it("says the total still missing without a category", () => {
    expect(gapText({ category: null, missing: 22, covers: 2, creditsUnit: "contact hours" })).toBe(
      "covers 2 of your 22 missing contact hours",
    );
    expect(gapText({ category: null, missing: 1, covers: 3, creditsUnit: "hours" })).toBe(
      "covers your 1 missing hour",
    );
  });
});
