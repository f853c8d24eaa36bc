import type { RuleReportInput } from "@common/requirement-library/rule-reports";
import { ruleReportTexts } from "@common/requirement-library/rule-reports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { feedbackListRoot } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast-store";
import { reportRuleProblem } from "./rule-report-api";

/**
 * Sends a report against the rule set `ruleSetId`; the user's feedback list is read again, where
 * the report shows with its status. A refusal is for the form to show.
 */
export function useReportRuleProblem(ruleSetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RuleReportInput) => reportRuleProblem(ruleSetId, input),
    retry: false,
    onSuccess: () => {
      toast({ title: "Feedback sent", description: ruleReportTexts.sent });
      return queryClient.invalidateQueries({ queryKey: feedbackListRoot });
    },
  });
}
