import { renewalInputSchema } from "@common/certifications/certification";
import { carryOverText, requirementText } from "@common/certifications/requirement-texts";
import { requirementMessages } from "@common/certifications/requirements";
import {
  type RequirementsFormValues,
  requirementsFormValues,
  withRequirementsForm,
} from "@web/features/certifications/requirements-form-values";
import { describe, expect, it } from "vitest";

const nurse: RequirementsFormValues = {
  categories: [
    { name: "Ethics", kind: "minimum", credits: "2" },
    { name: "Pain management", kind: "minimum", credits: "3" },
    { name: "Self-study", kind: "cap", credits: "10" },
  ],
  carryOverOn: false,
  carryOver: { maxCredits: "15", lastDays: "90" },
};

const renewalForm = withRequirementsForm<{
  creditsRequired: string;
  requirements: RequirementsFormValues;
}>()(renewalInputSchema);

function messagesOf(result: ReturnType<typeof renewalForm.safeParse>) {
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("the requirements editor's fields", () => {
  it("send the requirements typed, with the carry-over rule only when it is switched on", () => {
    const off = renewalForm.parse({ creditsRequired: "30", requirements: nurse });
    expect(off.requirements).toEqual({
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Pain management", kind: "minimum", credits: 3 },
        { name: "Self-study", kind: "cap", credits: 10 },
      ],
      carryOver: null,
    });
    const on = renewalForm.parse({
      creditsRequired: "30.5",
      requirements: { ...nurse, carryOverOn: true },
    });
    expect(on.creditsRequired).toBe(30.5);
    expect(on.requirements?.carryOver).toEqual({ maxCredits: 15, lastDays: 90 });
  });

  it("put each refusal under the field it is about", () => {
    const result = renewalForm.safeParse({
      creditsRequired: "30",
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: "2.555" }],
        carryOverOn: true,
        carryOver: { maxCredits: "", lastDays: "ninety" },
      },
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        ["requirements.categories.0.credits", requirementMessages.categoryCredits],
        ["requirements.carryOver.maxCredits", requirementMessages.carryOverCredits],
        ["requirements.carryOver.lastDays", requirementMessages.carryOverDays],
      ]),
    );
  });

  it("refuse a category named twice, whatever its case, under the second name", () => {
    const result = renewalForm.safeParse({
      creditsRequired: "30",
      requirements: {
        ...nurse,
        categories: [...nurse.categories, { name: " ethics", kind: "cap", credits: "1" }],
      },
    });
    expect(messagesOf(result)).toEqual([
      ["requirements.categories.3.name", requirementMessages.duplicateCategory],
    ]);
  });

  it("ignore a switched-off carry-over rule's figures, and keep them for switching it on again", () => {
    const values = { ...nurse, carryOver: { maxCredits: "", lastDays: "" } };
    expect(renewalForm.safeParse({ creditsRequired: "30", requirements: values }).success).toBe(
      true,
    );
    expect(
      requirementsFormValues({
        categories: [{ name: "Ethics", kind: "minimum", credits: 2.5 }],
        carryOver: { maxCredits: 15, lastDays: 90 },
      }),
    ).toEqual({
      categories: [{ name: "Ethics", kind: "minimum", credits: "2.5" }],
      carryOverOn: true,
      carryOver: { maxCredits: "15", lastDays: "90" },
    });
  });
});

describe("requirements in words", () => {
  it("say a minimum, a cap and the carry-over rule in the certification's unit", () => {
    expect(requirementText({ name: "Ethics", kind: "minimum", credits: 2 }, "contact hours")).toBe(
      "At least 2 contact hours of Ethics",
    );
    expect(requirementText({ name: "Self-study", kind: "cap", credits: 10 }, "contact hours")).toBe(
      "At most 10 contact hours of Self-study counted",
    );
    expect(requirementText({ name: "Ethics", kind: "minimum", credits: 1 }, "hours")).toBe(
      "At least 1 hour of Ethics",
    );
    expect(carryOverText({ maxCredits: 15, lastDays: 90 }, "PDH")).toBe(
      "Up to 15 PDH earned beyond the requirement in the last 90 days of the previous cycle count toward this one.",
    );
    expect(carryOverText(null, "hours")).toBe("Nothing carries over from the previous cycle.");
  });
});
