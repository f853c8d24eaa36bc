import { z } from "zod";
import { calendarDateField, isCalendarDate } from "../certifications/calendar-date";
import { creditsUnits } from "../certifications/certification";
import { requirementKinds } from "../certifications/requirements";

/**
 * A rule set of the requirement library: what one board or certifying body asks of one
 * credential's renewal, as reviewed data (src/server/features/requirement-library/rules/).
 * Every number it states is backed by a verbatim passage of an official source, with the day
 * it was read; a number that could not be sourced is left out, never guessed.
 */

/** How a renewal period is placed in time. */
export const cycleAnchors = [
  /** Ends on the last day of the holder's birth month. */
  "birth-month",
  /** Ends on the holder's birthday. */
  "birth-date",
  /** Ends on the anniversary of the license's issue or the certification's date. */
  "issue-date",
  /** Ends on a fixed day of the year (`endMonthDay`). */
  "fixed-date",
  /** Whole calendar years, ending December 31. */
  "calendar-years",
  /** The body sets an expiration date on the license; the period is the months before it. */
  "license-expiration",
] as const;
export type CycleAnchor = (typeof cycleAnchors)[number];

/** When a category applies within the credential's life. */
export const categoryConditions = ["always", "first-renewal", "issued-after", "once"] as const;

/** What a source's passage supports: a field of the rule set, or a category by name. */
export const supportedFields = [
  "credits.required",
  "credits.unit",
  "cycle.lengthMonths",
  "cycle.anchor",
  "carryOver",
  "whatCounts",
  "noCreditsRequired",
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const amount = z.number().positive().max(100_000);

export const ruleSourceSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2_000),
  title: text(300),
  publisher: text(200),
  /** The passage as the page reads, cut with "…" at most, never reworded. */
  quote: text(4_000),
  /** The fields it supports: `supportedFields`, or `categories.<name>`. */
  supports: z.array(text(200)).min(1),
  checkedOn: calendarDateField("checkedOn is required"),
});
export type RuleSource = z.output<typeof ruleSourceSchema>;

export const ruleCategorySchema = z.strictObject({
  name: text(100),
  kind: z.enum(requirementKinds),
  credits: amount,
  appliesWhen: z.enum(categoryConditions),
  /** With `issued-after`: only licenses issued after this day. */
  issuedAfter: calendarDateField("issuedAfter is required").optional(),
  note: text(1_000).nullish(),
});
export type RuleCategory = z.output<typeof ruleCategorySchema>;

export const ruleSetSchema = z.strictObject({
  /** Kebab-case, the data file's name. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
  version: z.number().int().min(1),
  /** "Registered Nurse — California". */
  name: text(150),
  profession: text(80),
  credential: text(150),
  issuingBody: text(200),
  /** A US state, "United States" or "International". */
  jurisdiction: text(80),
  effectiveDate: calendarDateField("effectiveDate is required"),
  cycle: z.strictObject({
    lengthMonths: z.number().int().min(1).max(120),
    anchor: z.enum(cycleAnchors),
    /** "MM-DD" with the `fixed-date` anchor. */
    endMonthDay: z
      .string()
      .regex(/^\d{2}-\d{2}$/)
      .refine((monthDay) => isCalendarDate(`2000-${monthDay}`), "endMonthDay is no day of the year")
      .nullable(),
    parity: z.enum(["odd-years", "even-years", "birth-year-parity"]).nullable(),
    note: text(1_000),
  }),
  credits: z.strictObject({
    required: z.number().min(0).max(100_000),
    unit: z.enum(creditsUnits),
  }),
  categories: z.array(ruleCategorySchema).max(20),
  carryOver: z
    .strictObject({
      maxCredits: amount,
      /** Only credits of the previous period's last days count, when the body says so. */
      lastDays: z.number().int().min(1).max(3650).nullable(),
      note: text(1_000).nullish(),
    })
    .nullable(),
  whatCounts: z.strictObject({
    providerApprovals: z.array(text(500)),
    note: text(2_000).nullable(),
  }),
  /** Renewed without continuing education (a renewal course or an exam instead). */
  noCreditsRequired: z.boolean(),
  sources: z.array(ruleSourceSchema).min(1),
});
export type RuleSet = z.output<typeof ruleSetSchema>;

/**
 * What does not add up in a rule set that parses: a minimum above the total, a cap below a
 * minimum of the same category, a number no source supports, an anchor without its day.
 * Empty when it holds together.
 */
export function ruleSetProblems(rule: RuleSet): string[] {
  const problems: string[] = [];
  const supported = new Set(rule.sources.flatMap((source) => source.supports));
  const categoryKeys = new Set(rule.categories.map((category) => `categories.${category.name}`));
  for (const field of supported) {
    const known = (supportedFields as readonly string[]).includes(field) || categoryKeys.has(field);
    if (!known) problems.push(`a source supports "${field}", which the rule set does not have`);
  }
  if (rule.noCreditsRequired) {
    if (rule.credits.required !== 0 || rule.categories.length > 0) {
      problems.push("a rule set that requires no credits has credits or categories");
    }
    if (!supported.has("noCreditsRequired")) problems.push("no source supports noCreditsRequired");
  } else {
    if (rule.credits.required <= 0) problems.push("credits.required must be above 0");
    if (!supported.has("credits.required")) problems.push("no source supports credits.required");
    if (!supported.has("cycle.lengthMonths")) {
      problems.push("no source supports cycle.lengthMonths");
    }
  }
  if ((rule.cycle.anchor === "fixed-date") !== (rule.cycle.endMonthDay !== null)) {
    problems.push("cycle.endMonthDay is set exactly when the anchor is fixed-date");
  }
  if (rule.cycle.parity !== null && rule.cycle.lengthMonths % 24 !== 0) {
    problems.push("odd or even years need a cycle of whole pairs of years");
  }
  for (const category of rule.categories) {
    if (!supported.has(`categories.${category.name}`)) {
      problems.push(`no source supports the category "${category.name}"`);
    }
    if (category.kind === "minimum" && category.credits > rule.credits.required) {
      problems.push(`the minimum "${category.name}" is above the total`);
    }
    if ((category.appliesWhen === "issued-after") !== (category.issuedAfter !== undefined)) {
      problems.push(`"${category.name}" names issuedAfter exactly when it applies issued-after`);
    }
    const minimum = rule.categories.find(
      (other) =>
        other.kind === "minimum" &&
        other.name.toLocaleLowerCase("en-US") === category.name.toLocaleLowerCase("en-US"),
    );
    if (category.kind === "cap" && minimum && category.credits < minimum.credits) {
      problems.push(`the cap "${category.name}" is below its minimum`);
    }
  }
  if (rule.carryOver && !supported.has("carryOver")) {
    problems.push("no source supports carryOver");
  }
  return problems;
}
