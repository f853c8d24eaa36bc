import { filledValues, ruleFill } from "@common/requirement-library/follow";
import { changeSource, ruleDifference } from "@common/requirement-library/rule-difference";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { describe, expect, it } from "vitest";
import { boardSource, ruleSetOf } from "../support/rule-sets";

const today = "2026-11-28";

const first = ruleSetOf();

const next = (changes: Partial<RuleSet>): RuleSet => ({
  ...first,
  version: 2,
  effectiveDate: "2027-01-01",
  ...changes,
});

/** A certification saved as the first version fills it. */
function following(rule: RuleSet, dates = { expirationDate: "2027-06-30", receivedDate: null }) {
  return filledValues(ruleFill(rule, dates, today), dates);
}

describe("what a new version changes in the current cycle", () => {
  it("words each changed field, before and after, and proposes only those", () => {
    const to = next({
      credits: { required: 36, unit: "contact hours" },
      carryOver: { maxCredits: 10, lastDays: 90 },
    });
    const difference = ruleDifference(first, to, following(first), [], today);
    expect(difference?.changes).toEqual([
      {
        field: "creditsRequired",
        label: "Credits required",
        before: "30 contact hours",
        after: "36 contact hours",
      },
      {
        field: "carryOver",
        label: "Carry-over",
        before: "none",
        after: "up to 10 contact hours from the last 90 days of the previous cycle",
      },
    ]);
    expect(difference?.proposed).toEqual({
      creditsRequired: 36,
      carryOver: { maxCredits: 10, lastDays: 90 },
    });
    expect(difference?.phrases).toEqual([
      "credits required now 36 contact hours",
      "carry-over now up to 10 contact hours from the last 90 days of the previous cycle",
    ]);
  });

  it("leaves out a field the user detached, and is nothing when only that one changes", () => {
    const to = next({ credits: { required: 36, unit: "contact hours" } });
    const mine = { ...following(first), creditsRequired: 40 };
    expect(ruleDifference(first, to, mine, ["creditsRequired"], today)).toBeNull();
  });

  it("is nothing when the new version takes effect after the cycle's deadline", () => {
    const to = next({ credits: { required: 36, unit: "contact hours" } });
    const values = following(first, { expirationDate: "2026-12-31", receivedDate: null });
    expect(ruleDifference(first, to, values, [], today)).toBeNull();
  });

  it("is nothing when only sources and notes change", () => {
    const to = next({
      whatCounts: { providerApprovals: ["Board-approved providers"], note: "Read the rules." },
      sources: [...first.sources, boardSource("https://board.example.gov/faq", ["whatCounts"])],
    });
    expect(ruleDifference(first, to, following(first), [], today)).toBeNull();
  });

  it("says a category added is now required and one dropped no longer is", () => {
    const to = next({
      categories: [{ name: "Implicit bias", kind: "minimum", credits: 1, appliesWhen: "always" }],
      sources: [
        ...first.sources,
        boardSource("https://board.example.gov/bias", ["categories.Implicit bias"]),
      ],
    });
    const difference = ruleDifference(first, to, following(first), [], today);
    expect(difference?.changes).toEqual([
      {
        field: "categories",
        label: "Categories",
        before: "at least 2 contact hours of Ethics",
        after: "at least 1 contact hour of Implicit bias",
      },
    ]);
    expect(difference?.phrases).toEqual([
      "at least 1 contact hour of Implicit bias now required",
      "Ethics no longer required",
    ]);
    expect(changeSource(first, to, ["categories"]).url).toBe("https://board.example.gov/bias");
  });

  it("offers a one-time course the new version adds, but not one the holder removed as done", () => {
    const once = {
      name: "Jurisprudence",
      kind: "minimum",
      credits: 2,
      appliesWhen: "once",
    } as const;
    const withOnce = next({ version: 2, categories: [...first.categories, once] });
    const offered = ruleDifference(first, withOnce, following(first), [], today);
    expect(offered?.proposed.categories).toEqual([
      { name: "Ethics", kind: "minimum", credits: 2 },
      { name: "Jurisprudence", kind: "minimum", credits: 2 },
    ]);

    const removedAsDone = following(withOnce);
    removedAsDone.requirements = { ...removedAsDone.requirements, categories: [] };
    const third = { ...withOnce, version: 3 };
    const ethicsAgain = ruleDifference(withOnce, third, removedAsDone, [], today);
    expect(ethicsAgain?.proposed.categories).toEqual([
      { name: "Ethics", kind: "minimum", credits: 2 },
    ]);
  });

  it("takes the source supporting the first changed field, else the first source", () => {
    expect(changeSource(first, next({}), ["creditsRequired"]).url).toBe(
      "https://board.example.gov/renewal",
    );
    expect(changeSource(first, next({}), ["name"]).url).toBe("https://board.example.gov/renewal");
  });
});
