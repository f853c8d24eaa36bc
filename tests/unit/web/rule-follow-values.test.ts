import { detachedFields, ruleFill } from "@common/requirement-library/follow";
import { requirementsFormValues } from "@web/features/certifications/requirements-form-values";
import {
  type FollowedFormValues,
  followedValuesOfForm,
} from "@web/features/certifications/rule-follow-values";
import { describe, expect, it } from "vitest";
import { readRuleFiles } from "../../../src/server/features/requirement-library/rule-files";

// The certification form compares what is typed with the rule it follows by `detachedFields`,
// as the server does when it saves. Typed values are text: a form filled by a rule set, read
// back, must follow it for every rule set of the library, and an amount changed must not.

const ruleSets = readRuleFiles();
const today = "2026-11-28";
const dates = { expirationDate: "2028-06-30", receivedDate: "2026-01-15", birthDate: "1985-03-14" };

/** The form as "Find your license or certification" fills it, every value as typed. */
function formFilledBy(ruleSet: (typeof ruleSets)[number]): FollowedFormValues {
  const fill = ruleFill(ruleSet, dates, today);
  return {
    name: fill.name,
    issuingBody: fill.issuingBody,
    jurisdiction: fill.jurisdiction,
    creditsRequired: String(fill.creditsRequired),
    creditsUnit: fill.creditsUnit,
    expirationDate: dates.expirationDate,
    receivedDate: dates.receivedDate,
    reportingPeriodStart: fill.reportingPeriod?.start ?? "",
    reportingPeriodEnd: fill.reportingPeriod?.end ?? "",
    requirements: requirementsFormValues(fill.requirements),
  };
}

describe("the certification form following a rule set", () => {
  it.each(ruleSets.map((ruleSet) => [ruleSet.id, ruleSet] as const))(
    "%s: the form it fills follows it in every field",
    (_id, ruleSet) => {
      expect(detachedFields(ruleSet, followedValuesOfForm(formFilledBy(ruleSet)))).toEqual([]);
    },
  );

  it("detaches an amount typed otherwise, a category's credits or the carry-over, and an emptied field", () => {
    const ruleSet = ruleSets.find(
      (candidate) => candidate.carryOver !== null && candidate.categories.length > 0,
    );
    if (!ruleSet) throw new Error("the library has a rule set with categories and carry-over");
    const filled = formFilledBy(ruleSet);
    const requirements = requirementsFormValues(ruleFill(ruleSet, dates, today).requirements);
    const [first, ...others] = requirements.categories;
    if (!first) throw new Error("the rule set has a category");
    const changed: FollowedFormValues = {
      ...filled,
      creditsRequired: `${filled.creditsRequired}.5`,
      issuingBody: "",
      requirements: {
        ...requirements,
        categories: [{ ...first, credits: `${Number(first.credits) + 1}` }, ...others],
        carryOverOn: false,
      },
    };
    expect(detachedFields(ruleSet, followedValuesOfForm(changed))).toEqual([
      "issuingBody",
      "creditsRequired",
      "categories",
      "carryOver",
    ]);
  });

  it("reads an amount left empty as none, never as 0", () => {
    const ruleSet = ruleSets.find((candidate) => candidate.noCreditsRequired);
    if (!ruleSet) throw new Error("the library has a rule set that requires no credits");
    const values = followedValuesOfForm({ ...formFilledBy(ruleSet), creditsRequired: " " });
    expect(detachedFields(ruleSet, values)).toEqual(["creditsRequired"]);
  });
});
