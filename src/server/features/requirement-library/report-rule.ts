import type { Feedback } from "@common/feedback";
import { type RuleReportInput, ruleReportSubject } from "@common/requirement-library/rule-reports";
import type { ServiceDeps } from "../../feature-deps";
import { submitFeedback } from "../feedback/feedback";
import { readRuleSet } from "./read-library";

/**
 * "Report a problem with this rule": a bug report of the category "requirement-rule" naming
 * the rule set and the version the user read, pending in the administrators' feedback triage.
 * A rule set or version the library does not have answers 404.
 */
export async function reportRuleProblem(
  deps: ServiceDeps,
  userId: number,
  key: string,
  { version, message }: RuleReportInput,
): Promise<Feedback> {
  const ruleSet = await readRuleSet(deps.db, key, version);
  return submitFeedback(
    deps,
    userId,
    {
      type: "bug",
      category: "requirement-rule",
      subject: ruleReportSubject(ruleSet.name, version),
      message,
      rating: null,
    },
    { key, version },
  );
}
