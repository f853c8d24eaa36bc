import type { CertificationInput, CreditsUnit } from "@common/certifications/certification";
import type { RequirementKind } from "@common/certifications/requirements";
import type { FollowedValues } from "@common/requirement-library/follow";
import type { RequirementsFormValues } from "./requirements-form-values";

/** The certification form's fields a rule set is compared with, as typed. */
export type FollowedFormValues = {
  name?: string;
  issuingBody?: string | null;
  jurisdiction?: string | null;
  creditsRequired?: unknown;
  creditsUnit?: CreditsUnit;
  expirationDate?: string | null;
  receivedDate?: string | null;
  reportingPeriodStart?: string | null;
  reportingPeriodEnd?: string | null;
  requirements?: Partial<RequirementsFormValues>;
};

/** An amount as typed: NaN when it is none, so it matches no rule's number. */
function amountOf(typed: unknown): number {
  const text = String(typed ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
}

const dateOf = (typed: string | null | undefined) => (typed ? typed : null);

/**
 * The form's values as `detachedFields` reads a certification's: the same comparison the
 * server makes when it saves, made on what is typed now.
 */
export function followedValuesOfForm(values: FollowedFormValues): FollowedValues {
  const requirements = values.requirements ?? {};
  return {
    name: values.name ?? "",
    issuingBody: values.issuingBody ?? null,
    jurisdiction: values.jurisdiction ?? null,
    creditsRequired: amountOf(values.creditsRequired),
    creditsUnit: values.creditsUnit ?? "hours",
    requirements: {
      categories: (requirements.categories ?? []).map((category) => ({
        name: category.name,
        kind: category.kind as RequirementKind,
        credits: amountOf(category.credits),
      })),
      carryOver: requirements.carryOverOn
        ? {
            maxCredits: amountOf(requirements.carryOver?.maxCredits),
            lastDays: amountOf(requirements.carryOver?.lastDays),
          }
        : null,
    },
    expirationDate: dateOf(values.expirationDate),
    receivedDate: dateOf(values.receivedDate),
    reportingPeriodStart: dateOf(values.reportingPeriodStart),
    reportingPeriodEnd: dateOf(values.reportingPeriodEnd),
  };
}

/** The rule set a saved form links to: null follows none, undefined keeps the one followed. */
export type RuleSetLinkToSave = CertificationInput["ruleSet"];
