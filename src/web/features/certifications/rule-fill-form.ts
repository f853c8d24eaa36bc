import type { RuleField, RuleFill } from "@common/requirement-library/follow";
import type { CertificationFormValues } from "./certification-form";
import { requirementsFormValues } from "./requirements-form-values";

/**
 * The reporting period and categories as last filled from the rule, to fill them again when a
 * date changes while they are unchanged; null where they are the user's own.
 */
export type Placed = { period: string | null; categories: string | null };

const periodText = (values: CertificationFormValues) =>
  `${values.reportingPeriodStart ?? ""}|${values.reportingPeriodEnd ?? ""}`;
const categoriesText = (values: CertificationFormValues) =>
  JSON.stringify(values.requirements.categories);

/** A saved certification's period and categories as the rule filled them: those not detached. */
export function savedPlaced(
  detached: readonly RuleField[] | undefined,
  saved: CertificationFormValues,
): Placed {
  return {
    period: detached && !detached.includes("reportingPeriod") ? periodText(saved) : null,
    categories: detached && !detached.includes("categories") ? categoriesText(saved) : null,
  };
}

/**
 * The form filled from the rule: every field it fills (`all`, on choosing it), or, when a date
 * changed, the period and categories where they are still as last filled (a period not placed
 * yet counts as such), the user's own left as they are. Answers the values and what is placed.
 */
export function ruleFilledForm(
  current: CertificationFormValues,
  from: RuleFill,
  placed: Placed,
  only: "all" | "dates",
): { values: CertificationFormValues; placed: Placed } {
  const all = only === "all";
  const periodFollows = all || periodText(current) === placed.period || periodText(current) === "|";
  const categoriesFollow = all || categoriesText(current) === placed.categories;
  const filled = requirementsFormValues(from.requirements);
  const values: CertificationFormValues = {
    ...current,
    ...(all && {
      name: from.name,
      issuingBody: from.issuingBody,
      jurisdiction: from.jurisdiction,
      creditsRequired: String(from.creditsRequired),
      creditsUnit: from.creditsUnit,
      requirements: filled,
    }),
    ...(from.reportingPeriod &&
      periodFollows && {
        reportingPeriodStart: from.reportingPeriod.start,
        reportingPeriodEnd: from.reportingPeriod.end,
      }),
    ...(!all &&
      categoriesFollow && {
        requirements: { ...current.requirements, categories: filled.categories },
      }),
  };
  return {
    values,
    placed: {
      period: periodFollows ? periodText(values) : placed.period,
      categories: categoriesFollow ? categoriesText(values) : placed.categories,
    },
  };
}
