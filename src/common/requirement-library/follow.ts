import { z } from "zod";
import type { CalendarDate } from "../certifications/calendar-date";
import type { CreditsUnit } from "../certifications/certification";
import { categoryKey, type Requirements } from "../certifications/requirements";
import { type PeriodDates, type ReportingPeriod, reportingPeriod } from "./reporting-period";
import type { RuleCategory, RuleSet } from "./rule-set";

/**
 * A certification that follows a rule set of the library: what the rule set fills in, which of
 * those fields the user has changed since (detached: the user's own from then on, never
 * overwritten by a new version), and the fill itself, computed from the rule set and the
 * holder's dates. One home for "does this field still follow the rule", used by the form, the
 * server when it saves, and the check for a new version.
 */

/** The certification's fields a rule set fills. */
export const ruleFields = [
  "name",
  "issuingBody",
  "jurisdiction",
  "creditsRequired",
  "creditsUnit",
  "categories",
  "carryOver",
  "reportingPeriod",
] as const;
export type RuleField = (typeof ruleFields)[number];

export const ruleFieldLabels: Record<RuleField, string> = {
  name: "Name",
  issuingBody: "Issuing body",
  jurisdiction: "Jurisdiction",
  creditsRequired: "Credits required",
  creditsUnit: "Credits unit",
  categories: "Categories",
  carryOver: "Carry-over",
  reportingPeriod: "Reporting period",
};

export const ruleFollowTexts = {
  checkWithBoard: "Check with your board: rules change",
  detached: (label: string) => `${label}: changed by you, no longer follows the rule`,
} as const;

/** Part of POST and PUT /api/certifications: the rule set and version the form was filled from. */
export const ruleSetLinkInputSchema = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose a rule set of the library"),
  version: z.number().int().min(1).max(1_000_000),
});
export type RuleSetLinkInput = z.infer<typeof ruleSetLinkInputSchema>;

/** The rule set a certification follows, as the API answers it. */
export const ruleSetLinkSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  /** The fields the user changed: they no longer follow the rule. */
  detached: z.array(z.enum(ruleFields)),
});
export type RuleSetLink = z.infer<typeof ruleSetLinkSchema>;

/** The holder's dates a fill is placed by; the birth date is only asked, never kept. */
export type FillDates = {
  expirationDate: CalendarDate | null;
  /** The license's issue date (the certification's received date). */
  receivedDate: CalendarDate | null;
  birthDate?: CalendarDate | null;
};

/** Whether a category's condition holds for this holder: null when the dates cannot tell. */
export type CategoryCondition = { category: RuleCategory; applies: boolean | null; why: string };

export type RuleFill = {
  name: string;
  issuingBody: string;
  jurisdiction: string;
  creditsRequired: number;
  creditsUnit: CreditsUnit;
  /** Categories whose condition holds or cannot be told, and the carry-over. */
  requirements: Requirements;
  /** The period, or null with the date it needs in `periodNeeds`. */
  reportingPeriod: ReportingPeriod | null;
  periodNeeds: "licenseExpiration" | "birthDate" | "issueDate" | null;
  /** The categories with a condition, and whether it holds. */
  conditions: CategoryCondition[];
};

/** A carry-over with no stated window reaches over the whole previous period. */
function carryOverDays(rule: RuleSet): number {
  const days = rule.carryOver?.lastDays;
  return days ?? Math.min(3650, rule.cycle.lengthMonths * 31);
}

function periodDates(dates: FillDates): PeriodDates {
  return {
    licenseExpiration: dates.expirationDate,
    issueDate: dates.receivedDate,
    birthDate: dates.birthDate ?? null,
  };
}

function conditionOf(
  category: RuleCategory,
  dates: FillDates,
  period: ReportingPeriod | null,
): CategoryCondition | null {
  const issued = dates.receivedDate;
  switch (category.appliesWhen) {
    case "always":
      return null;
    case "first-renewal":
      if (!issued || !period) {
        return { category, applies: null, why: "Applies to a license's first renewal only" };
      }
      return issued >= period.start
        ? { category, applies: true, why: "First renewal: the license was issued in this period" }
        : { category, applies: false, why: "Not a first renewal: issued before this period" };
    case "issued-after": {
      const after = category.issuedAfter ?? "";
      if (!issued) {
        return { category, applies: null, why: `Applies to licenses issued after ${after}` };
      }
      return issued > after
        ? { category, applies: true, why: `The license was issued after ${after}` }
        : { category, applies: false, why: `The license was issued on or before ${after}` };
    }
    case "once":
      return {
        category,
        applies: null,
        why: "Not required at every renewal: remove it if it is done (see its note)",
      };
  }
}

/** What the rule set fills in for a holder with these dates on `today`. */
export function ruleFill(rule: RuleSet, dates: FillDates, today: CalendarDate): RuleFill {
  const placed = reportingPeriod(rule.cycle, periodDates(dates), today);
  const period = "period" in placed ? placed.period : null;
  const conditions: CategoryCondition[] = [];
  const categories: Requirements["categories"] = [];
  for (const category of rule.categories) {
    const condition = conditionOf(category, dates, period);
    if (condition) conditions.push(condition);
    if (condition?.applies === false) continue;
    categories.push({ name: category.name, kind: category.kind, credits: category.credits });
  }
  return {
    name: rule.name,
    issuingBody: rule.issuingBody,
    jurisdiction: rule.jurisdiction,
    creditsRequired: rule.credits.required,
    creditsUnit: rule.credits.unit,
    requirements: {
      categories,
      carryOver: rule.carryOver
        ? { maxCredits: rule.carryOver.maxCredits, lastDays: carryOverDays(rule) }
        : null,
    },
    reportingPeriod: period,
    periodNeeds: "needs" in placed ? placed.needs : null,
    conditions,
  };
}

/** The certification's values a rule's fields are compared with. */
export type FollowedValues = {
  name: string;
  issuingBody: string | null;
  jurisdiction: string | null;
  creditsRequired: number;
  creditsUnit: CreditsUnit;
  requirements: Requirements;
  expirationDate: CalendarDate | null;
  receivedDate: CalendarDate | null;
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
};

/** The certification's values as the rule set fills them, with the holder's dates. */
export function filledValues(
  fill: RuleFill,
  dates: { expirationDate: CalendarDate | null; receivedDate: CalendarDate | null },
): FollowedValues {
  return {
    name: fill.name,
    issuingBody: fill.issuingBody,
    jurisdiction: fill.jurisdiction,
    creditsRequired: fill.creditsRequired,
    creditsUnit: fill.creditsUnit,
    requirements: fill.requirements,
    expirationDate: dates.expirationDate,
    receivedDate: dates.receivedDate,
    reportingPeriodStart: fill.reportingPeriod?.start ?? null,
    reportingPeriodEnd: fill.reportingPeriod?.end ?? null,
  };
}

const categoryText = (category: Requirements["categories"][number]) =>
  `${categoryKey(category.name)}|${category.kind}|${category.credits}`;

/**
 * The categories follow the rule when they are those that apply, plus any of those whose
 * condition the dates cannot tell (the holder removes one that is not hers).
 */
function categoriesFollow(fill: RuleFill, categories: Requirements["categories"]): boolean {
  const optional = new Set(
    fill.conditions
      .filter((condition) => condition.applies === null)
      .map((condition) => categoryText(condition.category)),
  );
  const wanted = fill.requirements.categories.map(categoryText);
  const have = new Set(categories.map(categoryText));
  if (have.size !== categories.length) return false;
  for (const text of wanted) if (!optional.has(text) && !have.has(text)) return false;
  for (const text of have) if (!wanted.includes(text)) return false;
  return true;
}

/**
 * The stand-in birth date for a period the holder placed herself: a birth-month cycle ends in
 * the birth month, a birthday cycle on the birthday, in a year of the cycle's parity.
 */
export function birthDateOf(rule: RuleSet, periodEnd: CalendarDate | null): CalendarDate | null {
  if (!periodEnd) return null;
  if (rule.cycle.anchor === "birth-month") return `${periodEnd.slice(0, 7)}-01`;
  if (rule.cycle.anchor === "birth-date") return periodEnd;
  return null;
}

/**
 * Whether the certification's reporting period is the one the rule's cycle places: the period
 * ending on its end day, for the holder's dates (the birth date read back from the period).
 */
export function periodFollowsRule(rule: RuleSet, values: FollowedValues): boolean {
  const { reportingPeriodStart: start, reportingPeriodEnd: end } = values;
  if (!start || !end) return false;
  const placed = reportingPeriod(
    rule.cycle,
    {
      licenseExpiration: values.expirationDate,
      issueDate: values.receivedDate,
      birthDate: birthDateOf(rule, end),
    },
    end,
  );
  return "period" in placed && placed.period.start === start && placed.period.end === end;
}

const sameText = (a: string | null, b: string) => (a ?? "").trim() === b.trim();

/** The rule's fields the certification's values no longer follow, in `ruleFields` order. */
export function detachedFields(rule: RuleSet, values: FollowedValues): RuleField[] {
  const fill = ruleFill(
    rule,
    {
      expirationDate: values.expirationDate,
      receivedDate: values.receivedDate,
      birthDate: birthDateOf(rule, values.reportingPeriodEnd),
    },
    values.reportingPeriodEnd ?? values.expirationDate ?? "2000-01-01",
  );
  const carry = values.requirements.carryOver;
  const wantedCarry = fill.requirements.carryOver;
  const follows: Record<RuleField, boolean> = {
    name: sameText(values.name, fill.name),
    issuingBody: sameText(values.issuingBody, fill.issuingBody),
    jurisdiction: sameText(values.jurisdiction, fill.jurisdiction),
    creditsRequired: values.creditsRequired === fill.creditsRequired,
    creditsUnit: values.creditsUnit === fill.creditsUnit,
    categories: categoriesFollow(fill, values.requirements.categories),
    carryOver:
      carry === null || wantedCarry === null
        ? carry === wantedCarry
        : carry.maxCredits === wantedCarry.maxCredits && carry.lastDays === wantedCarry.lastDays,
    reportingPeriod: periodFollowsRule(rule, values),
  };
  return ruleFields.filter((field) => !follows[field]);
}
