import { z } from "zod";
import { nameText } from "../text";
import { creditAmountField } from "./credit-amount";

/**
 * What a licensing board asks of one cycle beyond the credits required: named categories of
 * credits (each a minimum, "at least 2 ethics hours", or a cap, "at most 10 self-study hours
 * count") in the certification's unit, and a carry-over rule ("up to 15 credits earned beyond
 * the requirement in the last 90 days of the previous cycle count toward this one"). Kept per
 * cycle: a renewal starts the next cycle with the same requirements and the finished cycle
 * keeps its own. Credits are tagged with category names, matched without regard to case.
 */
export const requirementKinds = ["minimum", "cap"] as const;
export type RequirementKind = (typeof requirementKinds)[number];

export const requirementKindLabels: Record<RequirementKind, string> = {
  minimum: "At least",
  cap: "At most counted",
};

export const maxRequirementCategories = 20;
export const maxCategoryNameLength = 100;
/** Categories a credit may be tagged with. */
export const maxCreditCategories = 10;

export const requirementMessages = {
  categoryNameRequired: "Category name is required",
  categoryNameTooLong: `Category name must be at most ${maxCategoryNameLength} characters`,
  categoryKind: "Choose at least or at most for each category",
  categoryCredits: "Category credits must be a number above 0 with at most 2 decimal places",
  categoryCreditsTooLarge: "Category credits must be at most 100000",
  tooManyCategories: `A cycle can have up to ${maxRequirementCategories} categories`,
  duplicateCategory: "Each category name can appear only once",
  carryOverCredits: "Carry-over credits must be a number above 0 with at most 2 decimal places",
  carryOverCreditsTooLarge: "Carry-over credits must be at most 100000",
  carryOverDays: "Carry-over days must be a whole number from 1 to 3650",
  tooManyCreditCategories: `A credit can have up to ${maxCreditCategories} categories`,
} as const;

/** The key a category name is matched by: trimmed, case-insensitive. */
export function categoryKey(name: string): string {
  return name.trim().toLocaleLowerCase("en-US");
}

const categoryName = nameText(maxCategoryNameLength, {
  required: requirementMessages.categoryNameRequired,
  tooLong: requirementMessages.categoryNameTooLong,
});

export const requirementCategorySchema = z.object({
  name: categoryName,
  kind: z.enum(requirementKinds, { error: requirementMessages.categoryKind }),
  credits: creditAmountField({
    message: requirementMessages.categoryCredits,
    min: 0,
    above: true,
    max: 100_000,
    tooLarge: requirementMessages.categoryCreditsTooLarge,
  }),
});
export type RequirementCategory = z.output<typeof requirementCategorySchema>;

export const carryOverRuleSchema = z.object({
  /** At most this many credits carry over. */
  maxCredits: creditAmountField({
    message: requirementMessages.carryOverCredits,
    min: 0,
    above: true,
    max: 100_000,
    tooLarge: requirementMessages.carryOverCreditsTooLarge,
  }),
  /** Only credits completed in the last `lastDays` days of the previous reporting period. */
  lastDays: z
    .number({ error: requirementMessages.carryOverDays })
    .int(requirementMessages.carryOverDays)
    .min(1, requirementMessages.carryOverDays)
    .max(3650, requirementMessages.carryOverDays),
});
export type CarryOverRule = z.output<typeof carryOverRuleSchema>;

/** A cycle's requirements as the API takes and answers them (absent: none). */
export const requirementsSchema = z
  .object({
    categories: z
      .array(requirementCategorySchema)
      .max(maxRequirementCategories, requirementMessages.tooManyCategories)
      .default([]),
    carryOver: carryOverRuleSchema.nullable().default(null),
  })
  .superRefine((requirements, context) => {
    const seen = new Set<string>();
    requirements.categories.forEach((category, index) => {
      const key = categoryKey(category.name);
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: ["categories", index, "name"],
          message: requirementMessages.duplicateCategory,
        });
      }
      seen.add(key);
    });
  });
export type Requirements = z.output<typeof requirementsSchema>;

/**
 * Requirements as the API answers them: the same shape without the input's parsing (an
 * answer is encoded, and a transform cannot be run backwards).
 */
export const requirementsAnswerSchema = z.object({
  categories: z.array(
    z.object({ name: z.string(), kind: z.enum(requirementKinds), credits: z.number() }),
  ),
  carryOver: z.object({ maxCredits: z.number(), lastDays: z.number().int() }).nullable(),
});

/** A certification without categories or carry-over: it behaves as credits required alone. */
export const noRequirements: Requirements = { categories: [], carryOver: null };

/** The category names a credit is tagged with: trimmed, without repeats (first spelling kept). */
export const creditCategoriesField = z
  .array(categoryName)
  .max(maxCreditCategories, requirementMessages.tooManyCreditCategories)
  .default([])
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = categoryKey(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
