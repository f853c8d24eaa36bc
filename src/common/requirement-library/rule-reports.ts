import { z } from "zod";
import { feedbackMessageField } from "../feedback";
import { requirementLibraryQuerySchema } from "./library";

/**
 * POST /api/requirement-library/:id/reports: "Report a problem with this rule", about the
 * version the user read. The message follows the rules of any feedback's message.
 */
export const ruleReportInputSchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  message: feedbackMessageField,
});
export type RuleReportInput = z.infer<typeof ruleReportInputSchema>;

export const ruleReportTexts = {
  button: "Report a problem with this rule",
  sent: "Thanks: we will check this rule",
} as const;

/** The subject of the feedback a report becomes: "Registered Nurse — California, version 1". */
export function ruleReportSubject(name: string, version: number): string {
  return `${name}, version ${version}`;
}

/** The administrators' feedback triage showing every report against the rule set `id`. */
export function ruleSetReportsPath(id: string): string {
  return `/admin/feedback?${new URLSearchParams({ category: "requirement-rule", ruleSet: id })}`;
}

/** GET /api/admin/requirement-library: searched and filtered as the library's own list. */
export const ruleSetStandingQuerySchema = requirementLibraryQuerySchema;
export type RuleSetStandingQuery = z.output<typeof ruleSetStandingQuerySchema>;

/**
 * A rule set in its current version as administrators see it: who follows it (certifications
 * linked to any of its versions, and their users), how many of those still follow an older
 * version, and the reports against it (`openReports`: pending, reviewed or planned).
 */
export const ruleSetStandingSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  jurisdiction: z.string(),
  profession: z.string(),
  followers: z.object({ certifications: z.number().int(), users: z.number().int() }),
  onOlderVersion: z.number().int(),
  openReports: z.number().int(),
  reports: z.number().int(),
});
export type RuleSetStanding = z.infer<typeof ruleSetStandingSchema>;
