import { z } from "zod";
import { creditsUnits } from "../certifications/certification";
import { pageQueryFields } from "../pagination";
import { ruleSetSchema } from "./rule-set";

/**
 * GET /api/requirement-library: the library's rule sets in their current version, by name.
 * `search` looks in the name, the credential and the issuing body; `profession` and
 * `jurisdiction` keep those of one profession or one state (or "United States"), whatever the
 * case.
 */
export const requirementLibraryQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  profession: z.string().trim().min(1).max(80).optional(),
  jurisdiction: z.string().trim().min(1).max(80).optional(),
  ...pageQueryFields({ default: 20, max: 100 }),
});
export type RequirementLibraryQuery = z.output<typeof requirementLibraryQuerySchema>;

/** A rule set as the library's list shows it. */
export const ruleSetSummarySchema = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  profession: z.string(),
  credential: z.string(),
  issuingBody: z.string(),
  jurisdiction: z.string(),
  credits: z.object({ required: z.number(), unit: z.enum(creditsUnits) }),
  cycleMonths: z.number(),
  noCreditsRequired: z.boolean(),
});
export type RuleSetSummary = z.infer<typeof ruleSetSummarySchema>;

/** GET /api/requirement-library/:id: the rule set's current version, its sources included. */
export const ruleSetAnswerSchema = ruleSetSchema;

/** A rule set's id in the library: "rn-california". */
export const ruleSetKeySchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const ruleSetKeyParamsSchema = z.object({ id: ruleSetKeySchema });

/** GET /api/requirement-library/:id?version=: a version other than the current one. */
export const ruleSetVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** The finder's name, on it and on the buttons that open it. */
export const ruleSetFinderTitle = "Find your license or certification";

export const requirementLibraryMessages = {
  notFound: "Rule set not found",
} as const;
