import { z } from "zod";
import { nameText } from "../text";
import { creditsRequiredField, creditsUnits } from "./certification";
import { requirementsAnswerSchema, requirementsSchema } from "./requirements";

/**
 * Requirement templates: a user's own saved requirements (credits required, unit, categories
 * and carry-over) to start a certification or a cycle from. They are the user's, never claims
 * about what a given board asks today.
 */
export const maxRequirementTemplates = 50;

export const requirementTemplateMessages = {
  nameRequired: "Template name is required",
  nameTooLong: "Template name must be at most 100 characters",
  duplicateName: "A template with this name already exists",
  tooMany: `You can keep up to ${maxRequirementTemplates} templates`,
  notFound: "Template not found",
} as const;

/** POST /api/requirement-templates and PUT /api/requirement-templates/:id. */
export const requirementTemplateInputSchema = z.object({
  name: nameText(100, {
    required: requirementTemplateMessages.nameRequired,
    tooLong: requirementTemplateMessages.nameTooLong,
  }),
  creditsRequired: creditsRequiredField,
  creditsUnit: z.enum(creditsUnits, { error: "Choose a credits unit" }),
  requirements: requirementsSchema,
});
export type RequirementTemplateInput = z.output<typeof requirementTemplateInputSchema>;

/** A template as the API answers it; GET /api/requirement-templates lists them by name. */
export const requirementTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditsRequired: z.number(),
  creditsUnit: z.enum(creditsUnits),
  requirements: requirementsAnswerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequirementTemplate = z.infer<typeof requirementTemplateSchema>;
