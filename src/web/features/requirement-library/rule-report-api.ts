import { type Feedback, feedbackSchema } from "@common/feedback";
import type { RuleReportInput } from "@common/requirement-library/rule-reports";
import { apiSend } from "@web/lib/api-client";

/** POST /api/requirement-library/:id/reports: the report, stored as pending feedback. */
export function reportRuleProblem(ruleSetId: string, input: RuleReportInput): Promise<Feedback> {
  return apiSend(
    "POST",
    `/api/requirement-library/${encodeURIComponent(ruleSetId)}/reports`,
    feedbackSchema,
    input,
  );
}
