import type { RuleSetStandingQuery } from "@common/requirement-library/rule-reports";
import { useQuery } from "@tanstack/react-query";
import { ruleSetStandingQuery } from "./rule-set-standing-api";

export function useRuleSetStanding(query: RuleSetStandingQuery) {
  return useQuery(ruleSetStandingQuery(query));
}
