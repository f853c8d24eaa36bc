import { z } from "zod";
import { creditsUnits } from "../certifications/certification";
import { requirementsAnswerSchema } from "../certifications/requirements";
import { largestInteger } from "../integer-column";
import { ruleFields } from "./follow";

/**
 * A new version of a rule set offered to a certification that follows it: pending until the
 * user applies it ("Apply to my certification") or keeps her own ("Keep mine").
 */
export const ruleChangeStatuses = ["pending", "applied", "kept"] as const;
export type RuleChangeStatus = (typeof ruleChangeStatuses)[number];

/** One field the new version changes, in words: "Categories: none → at least 1 contact hour of Implicit bias". */
export const ruleChangeLineSchema = z.object({
  field: z.enum(ruleFields),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type RuleChangeLine = z.infer<typeof ruleChangeLineSchema>;

/** What applying the change writes into the current cycle: only the fields it changes. */
export const ruleProposalSchema = z.object({
  name: z.string().optional(),
  issuingBody: z.string().optional(),
  jurisdiction: z.string().optional(),
  creditsRequired: z.number().optional(),
  creditsUnit: z.enum(creditsUnits).optional(),
  categories: requirementsAnswerSchema.shape.categories.optional(),
  carryOver: requirementsAnswerSchema.shape.carryOver.optional(),
  reportingPeriod: z.object({ start: z.string(), end: z.string() }).optional(),
});
export type RuleProposal = z.infer<typeof ruleProposalSchema>;

/** GET /api/rule-changes: `certificationId` narrows the list to one certification's change. */
export const ruleChangeQuerySchema = z.object({
  certificationId: z.coerce.number().int().min(1).max(largestInteger).optional(),
});
export type RuleChangeQuery = z.infer<typeof ruleChangeQuerySchema>;

/** A pending change as GET /api/rule-changes answers it: the difference first. */
export const ruleChangeSchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  certificationName: z.string(),
  ruleSet: z.object({
    id: z.string(),
    name: z.string(),
    fromVersion: z.number().int(),
    toVersion: z.number().int(),
    /** The day the new version's rules take effect. */
    effectiveDate: z.string(),
  }),
  /** The official source supporting the first changed field (else the rule set's first source). */
  source: z.object({ url: z.string(), title: z.string() }),
  changes: z.array(ruleChangeLineSchema),
  createdAt: z.string(),
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;

export const ruleChangeListSchema = z.array(ruleChangeSchema);

/** POST /api/rule-changes/:id/apply and /keep: the change as decided. */
export const ruleChangeDecisionSchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  status: z.enum(ruleChangeStatuses),
  decidedAt: z.string(),
});
export type RuleChangeDecision = z.infer<typeof ruleChangeDecisionSchema>;

export const ruleChangeMessages = {
  notFound: "Rule change not found",
  alreadyApplied: "This change was already applied to your certification",
  alreadyKept: "You already chose to keep your own requirements for this change",
  outdated:
    "This certification no longer follows the version of the rules this change was offered for",
} as const;

export const ruleChangeTexts = {
  title: (ruleSetName: string) => `The rules for ${ruleSetName} changed`,
  apply: "Apply to my certification",
  keep: "Keep mine",
  applied: "The new rules apply to your certification",
  kept: "Your requirements stay as they are",
} as const;
