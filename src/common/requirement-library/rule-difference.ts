import { type CalendarDate, formatCalendarDate } from "../certifications/calendar-date";
import type { CreditsUnit } from "../certifications/certification";
import { creditsText } from "../certifications/credits-unit";
import { requirementText } from "../certifications/requirement-texts";
import { categoryKey, type Requirements } from "../certifications/requirements";
import { countOf } from "../plural";
import {
  birthDateOf,
  detachedFields,
  type FollowedValues,
  type RuleField,
  ruleFieldLabels,
  ruleFields,
  ruleFill,
} from "./follow";
import type { RuleChangeLine, RuleProposal } from "./rule-changes";
import type { RuleCategory, RuleSet, RuleSource } from "./rule-set";

/**
 * What a new version of a rule set changes in the current cycle of a certification that follows
 * an earlier one: the fields whose values the new version fills differently, leaving out the
 * fields the user detached (hers, never offered). Nothing when the new version takes effect
 * after the cycle's deadline, or changes only what the cycle does not see (sources, notes, a
 * category whose condition does not hold for the holder).
 */
export type RuleDifference = {
  changes: RuleChangeLine[];
  proposed: RuleProposal;
  /** "at least 1 contact hour of Implicit bias now required", one per change. */
  phrases: string[];
};

type Category = Requirements["categories"][number];

const categoryText = (category: Category) =>
  `${categoryKey(category.name)}|${category.kind}|${category.credits}`;

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase("en-US") + text.slice(1);

const categoryWords = (category: Category, unit: string) =>
  lowerFirst(requirementText(category, unit));

function categoriesWords(categories: Category[], unit: string): string {
  if (categories.length === 0) return "none";
  return categories.map((category) => categoryWords(category, unit)).join("; ");
}

function carryOverWords(carryOver: Requirements["carryOver"], unit: string): string {
  if (!carryOver) return "none";
  return `up to ${creditsText(carryOver.maxCredits, unit)} from the last ${countOf(carryOver.lastDays, "day", "days")} of the previous cycle`;
}

function periodWords(start: CalendarDate | null, end: CalendarDate | null): string {
  if (!start || !end) return "none";
  return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
}

const textWords = (text: string | null | undefined) => (text?.trim() ? text.trim() : "none");

/**
 * The categories applying the new version gives: those it fills, less a category whose
 * condition the dates cannot tell (a one-time course, say) that the holder removed and the
 * earlier version had too: she removed it as done, and it is not offered back.
 */
function proposedCategories(
  fill: ReturnType<typeof ruleFill>,
  from: RuleSet,
  have: Category[],
): Category[] {
  const haveKeys = new Set(have.map((category) => categoryKey(category.name)));
  const before = new Set(from.categories.map((category) => categoryKey(category.name)));
  const optional = new Set(
    fill.conditions
      .filter((condition) => condition.applies === null)
      .map((condition) => categoryKey(condition.category.name)),
  );
  return fill.requirements.categories.filter((category) => {
    const key = categoryKey(category.name);
    return !(optional.has(key) && !haveKeys.has(key) && before.has(key));
  });
}

function categoryPhrases(before: Category[], after: Category[], unit: string): string[] {
  const beforeTexts = new Set(before.map(categoryText));
  const afterKeys = new Set(after.map((category) => categoryKey(category.name)));
  const added = after
    .filter((category) => !beforeTexts.has(categoryText(category)))
    .map((category) =>
      category.kind === "minimum"
        ? `${categoryWords(category, unit)} now required`
        : `now ${categoryWords(category, unit)}`,
    );
  const removed = before
    .filter((category) => !afterKeys.has(categoryKey(category.name)))
    .map((category) => `${category.name} no longer required`);
  return [...added, ...removed];
}

/** The deadline of the current cycle: the expiration date, else the reporting period's end. */
export function cycleDeadline(values: FollowedValues): CalendarDate | null {
  return values.expirationDate ?? values.reportingPeriodEnd;
}

/**
 * The difference `to` makes to the certification's current cycle on the holder's `today`
 * (the deadline, when it has passed: an overdue cycle is still the current one), or null.
 */
export function ruleDifference(
  from: RuleSet,
  to: RuleSet,
  values: FollowedValues,
  detached: readonly RuleField[],
  today: CalendarDate,
): RuleDifference | null {
  const deadline = cycleDeadline(values);
  if (deadline && to.effectiveDate > deadline) return null;
  // The categories are compared apart: a category the dates cannot tell is not missed by
  // `detachedFields`, but one the new version adds is offered.
  const differing = new Set<RuleField>(detachedFields(to, values));
  differing.add("categories");
  for (const field of detached) differing.delete(field);
  const fill = ruleFill(
    to,
    {
      expirationDate: values.expirationDate,
      receivedDate: values.receivedDate,
      birthDate: birthDateOf(to, values.reportingPeriodEnd),
    },
    deadline && deadline < today ? deadline : today,
  );
  const unitBefore = values.creditsUnit;
  const unitAfter: CreditsUnit = differing.has("creditsUnit") ? fill.creditsUnit : unitBefore;
  const changes: RuleChangeLine[] = [];
  const proposed: RuleProposal = {};
  const phrases: string[] = [];
  const change = (field: RuleField, before: string, after: string, phrase?: string[]) => {
    if (before === after) return false;
    const label = ruleFieldLabels[field];
    changes.push({ field, label, before, after });
    phrases.push(...(phrase ?? [`${lowerFirst(label)} now ${after}`]));
    return true;
  };
  for (const field of ruleFields) {
    if (!differing.has(field)) continue;
    switch (field) {
      case "name":
      case "issuingBody":
      case "jurisdiction":
        if (change(field, textWords(values[field]), textWords(fill[field]))) {
          proposed[field] = fill[field];
        }
        break;
      case "creditsRequired":
        if (
          change(
            field,
            creditsText(values.creditsRequired, unitBefore),
            creditsText(fill.creditsRequired, unitAfter),
          )
        ) {
          proposed.creditsRequired = fill.creditsRequired;
        }
        break;
      case "creditsUnit":
        if (change(field, values.creditsUnit, fill.creditsUnit)) {
          proposed.creditsUnit = fill.creditsUnit;
        }
        break;
      case "categories": {
        const have = values.requirements.categories;
        const wanted = proposedCategories(fill, from, have);
        const phrase = categoryPhrases(have, wanted, unitAfter);
        const before = categoriesWords(have, unitBefore);
        if (
          phrase.length > 0 &&
          change(field, before, categoriesWords(wanted, unitAfter), phrase)
        ) {
          proposed.categories = wanted;
        }
        break;
      }
      case "carryOver": {
        const wanted = fill.requirements.carryOver;
        const before = carryOverWords(values.requirements.carryOver, unitBefore);
        if (change(field, before, carryOverWords(wanted, unitAfter))) {
          proposed.carryOver = wanted;
        }
        break;
      }
      case "reportingPeriod": {
        // A period the holder's dates cannot place is left as it is.
        const period = fill.reportingPeriod;
        if (!period) break;
        const before = periodWords(values.reportingPeriodStart, values.reportingPeriodEnd);
        if (change(field, before, periodWords(period.start, period.end))) {
          proposed.reportingPeriod = period;
        }
        break;
      }
    }
  }
  return changes.length > 0 ? { changes, proposed, phrases } : null;
}

/** What each field is supported by in a rule set's sources. */
function supportsOf(field: RuleField, from: RuleSet, to: RuleSet): string[] {
  switch (field) {
    case "creditsRequired":
      return ["credits.required"];
    case "creditsUnit":
      return ["credits.unit"];
    case "carryOver":
      return ["carryOver"];
    case "reportingPeriod":
      return ["cycle.lengthMonths", "cycle.anchor"];
    case "categories": {
      const same = (a: RuleCategory, b: RuleCategory) =>
        categoryKey(a.name) === categoryKey(b.name) &&
        a.kind === b.kind &&
        a.credits === b.credits &&
        a.appliesWhen === b.appliesWhen &&
        a.issuedAfter === b.issuedAfter;
      return to.categories
        .filter((category) => !from.categories.some((earlier) => same(earlier, category)))
        .map((category) => `categories.${category.name}`);
    }
    default:
      return [];
  }
}

/** The source of the new version supporting the first changed field, else its first source. */
export function changeSource(from: RuleSet, to: RuleSet, fields: RuleField[]): RuleSource {
  for (const field of fields) {
    const supports = supportsOf(field, from, to);
    const source = to.sources.find((candidate) =>
      candidate.supports.some((supported) => supports.includes(supported)),
    );
    if (source) return source;
  }
  const [first] = to.sources;
  if (!first) throw new Error(`${to.id} has no source`);
  return first;
}

/**
 * The change in one line, for the notification and the email: "Registered Nurse — California:
 * at least 1 contact hour of Implicit bias now required (effective Jan 1, 2027); source: …".
 */
export function ruleChangeLine(to: RuleSet, phrases: string[], source: RuleSource): string {
  return `${to.name}: ${phrases.join("; ")} (effective ${formatCalendarDate(to.effectiveDate)}); source: ${source.url}`;
}
