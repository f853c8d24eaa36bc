import { ruleChangeTexts } from "@common/requirement-library/rule-changes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefreshCertificationData } from "@web/hooks/use-refresh-certification-data";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { applyRuleChange, certificationRuleChangesQuery, keepRuleChange } from "./rule-changes-api";

/** The certification's pending rule change, or null once the answer says there is none. */
export function useCertificationRuleChange(certificationId: number) {
  const query = useQuery(certificationRuleChangesQuery(certificationId));
  return query.data?.[0] ?? null;
}

/**
 * "Apply to my certification" or "Keep mine"; either refreshes every certification read (the
 * requirements, progress and reminders move when applied, and the card goes).
 */
export function useDecideRuleChange() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "apply" | "keep" }) =>
      decision === "apply" ? applyRuleChange(id) : keepRuleChange(id),
    retry: false,
    onSuccess: (_answer, { decision }) =>
      toast({ title: decision === "apply" ? ruleChangeTexts.applied : ruleChangeTexts.kept }),
    onError: failureToast("The rule change was not saved"),
    onSettled: refresh,
  });
}
