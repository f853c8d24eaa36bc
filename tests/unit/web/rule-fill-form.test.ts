import { ruleFill } from "@common/requirement-library/follow";
import type { CertificationFormValues } from "@web/features/certifications/certification-form";
import { requirementsFormValues } from "@web/features/certifications/requirements-form-values";
import { ruleFilledForm, savedPlaced } from "@web/features/certifications/rule-fill-form";
import { describe, expect, it } from "vitest";
import { readRuleFiles } from "../../../src/server/features/requirement-library/rule-files";

// What choosing a rule set, then typing a date, does to the certification form: the rule fills
// every field once; a later date moves the period and the categories only where they are still
// as the rule filled them, never what the user typed herself.

const texas = readRuleFiles().find((ruleSet) => ruleSet.id === "pharmacist-texas");
if (!texas) throw new Error("the library has Pharmacist — Texas");
const today = "2026-11-28";
const noPlaced = { period: null, categories: null };

const empty: CertificationFormValues = {
  name: "",
  provider: "",
  receivedDate: "",
  expirationDate: "",
  reportingPeriodStart: "",
  reportingPeriodEnd: "",
  creditsRequired: "0",
  creditsUnit: "hours",
  status: "active",
  licenseNumber: "",
  issuingBody: "",
  jurisdiction: "",
  renewalUrl: "",
  renewalFee: "",
  requirements: requirementsFormValues({ categories: [], carryOver: null }),
};

const dated = { expirationDate: "2027-03-31", receivedDate: null, birthDate: "1985-03-14" };
const categoryNames = (values: CertificationFormValues) =>
  values.requirements.categories.map((category) => category.name);

describe("the certification form filled from a rule set", () => {
  it("fills every field the rule fills on choosing it, the period once the dates place it", () => {
    const waiting = ruleFilledForm(empty, ruleFill(texas, dated, today), noPlaced, "all");
    expect(waiting.values).toMatchObject({
      name: "Pharmacist — Texas",
      issuingBody: texas.issuingBody,
      jurisdiction: "Texas",
      creditsRequired: "30",
      creditsUnit: "contact hours",
      reportingPeriodStart: "2025-04-01",
      reportingPeriodEnd: "2027-03-31",
      provider: "",
    });
    expect(categoryNames(waiting.values)).toContain(
      "Prescribing and monitoring controlled substances",
    );
  });

  it("moves the period and categories a date changes while they are as filled", () => {
    const chosen = ruleFilledForm(empty, ruleFill(texas, dated, today), noPlaced, "all");
    const later = { ...dated, expirationDate: "2029-03-31", receivedDate: "2012-05-01" };
    const moved = ruleFilledForm(
      chosen.values,
      ruleFill(texas, later, today),
      chosen.placed,
      "dates",
    );
    expect(moved.values).toMatchObject({
      reportingPeriodStart: "2027-04-01",
      reportingPeriodEnd: "2029-03-31",
    });
    // Issued before the controlled-substances hours began: they are not hers.
    expect(categoryNames(moved.values)).toEqual(["Texas pharmacy laws or rules"]);
  });

  it("keeps a period and categories the user changed herself", () => {
    const chosen = ruleFilledForm(empty, ruleFill(texas, dated, today), noPlaced, "all");
    const own: CertificationFormValues = {
      ...chosen.values,
      reportingPeriodStart: "2025-01-01",
      requirements: { ...chosen.values.requirements, categories: [] },
    };
    const later = { ...dated, expirationDate: "2029-03-31" };
    const kept = ruleFilledForm(own, ruleFill(texas, later, today), chosen.placed, "dates");
    expect(kept.values.reportingPeriodStart).toBe("2025-01-01");
    expect(kept.values.reportingPeriodEnd).toBe("2027-03-31");
    expect(kept.values.requirements.categories).toEqual([]);
  });

  it("treats a saved certification's detached period and categories as the user's own", () => {
    const saved = ruleFilledForm(empty, ruleFill(texas, dated, today), noPlaced, "all").values;
    expect(savedPlaced(["reportingPeriod", "categories"], saved)).toEqual(noPlaced);
    expect(savedPlaced(undefined, saved)).toEqual(noPlaced);
    const followed = savedPlaced([], saved);
    const later = { ...dated, expirationDate: "2029-03-31" };
    const moved = ruleFilledForm(saved, ruleFill(texas, later, today), followed, "dates");
    expect(moved.values.reportingPeriodEnd).toBe("2029-03-31");
  });
});
