import type { RequirementKind, Requirements } from "@common/certifications/requirements";
import { z } from "zod";

/**
 * The requirements editor's fields as typed: amounts stay text until the shared schema reads
 * them (so its messages show under the field), and the carry-over rule keeps its figures while
 * it is switched off, so switching it on again brings them back.
 */
export type RequirementsFormValues = {
  categories: { name: string; kind: RequirementKind; credits: string }[];
  carryOverOn: boolean;
  carryOver: { maxCredits: string; lastDays: string };
};

/** A form that holds a requirements editor. */
export type RequirementsFields = { requirements: RequirementsFormValues };

export const emptyCategory: RequirementsFormValues["categories"][number] = {
  name: "",
  kind: "minimum",
  credits: "",
};

/** The editor's fields filled from saved requirements. */
export function requirementsFormValues(requirements: Requirements): RequirementsFormValues {
  return {
    categories: requirements.categories.map((category) => ({
      name: category.name,
      kind: category.kind,
      credits: String(category.credits),
    })),
    carryOverOn: requirements.carryOver !== null,
    carryOver: {
      maxCredits: requirements.carryOver ? String(requirements.carryOver.maxCredits) : "",
      lastDays: requirements.carryOver ? String(requirements.carryOver.lastDays) : "90",
    },
  };
}

/** Whole days as typed: a number when it reads as one, else left for the schema to refuse. */
function daysOf(text: string): number | string {
  const trimmed = text.trim();
  return trimmed === "" || Number.isNaN(Number(trimmed)) ? text : Number(trimmed);
}

/** What the editor's fields mean, in the shape `requirementsSchema` reads. */
export function requirementsOfForm(values: RequirementsFormValues) {
  return {
    categories: values.categories,
    carryOver: values.carryOverOn
      ? { maxCredits: values.carryOver.maxCredits, lastDays: daysOf(values.carryOver.lastDays) }
      : null,
  };
}

/**
 * `schema` (the certification, renewal or requirements input) read from a form whose
 * `requirements` are the editor's fields; its messages keep their paths, so each shows under
 * the field it is about.
 */
export function withRequirementsForm<Values extends RequirementsFields>() {
  return <Schema extends z.ZodType>(schema: Schema) =>
    z.preprocess(
      (values: Values) => ({ ...values, requirements: requirementsOfForm(values.requirements) }),
      schema,
    );
}
