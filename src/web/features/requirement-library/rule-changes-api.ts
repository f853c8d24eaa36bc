import {
  type RuleChangeDecision,
  ruleChangeDecisionSchema,
  ruleChangeListSchema,
} from "@common/requirement-library/rule-changes";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

/** Under the certifications' root: a change to a certification refreshes its rule change too. */
export const ruleChangeKeys = {
  all: ["certifications", "rule-changes"] as const,
  ofCertification: (certificationId: number) =>
    [...ruleChangeKeys.all, "certification", certificationId] as const,
};

/** GET /api/rule-changes?certificationId=: the change waiting for the user's decision, if any. */
export const certificationRuleChangesQuery = (certificationId: number) =>
  readQuery(
    ruleChangeKeys.ofCertification(certificationId),
    "/api/rule-changes",
    ruleChangeListSchema,
    { certificationId },
  );

/** POST /api/rule-changes/:id/apply: "Apply to my certification". */
export function applyRuleChange(id: number): Promise<RuleChangeDecision> {
  return apiSend("POST", `/api/rule-changes/${id}/apply`, ruleChangeDecisionSchema);
}

/** POST /api/rule-changes/:id/keep: "Keep mine". */
export function keepRuleChange(id: number): Promise<RuleChangeDecision> {
  return apiSend("POST", `/api/rule-changes/${id}/keep`, ruleChangeDecisionSchema);
}
