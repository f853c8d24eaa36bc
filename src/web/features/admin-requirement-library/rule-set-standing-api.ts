import {
  type RuleSetStandingQuery,
  ruleSetStandingSchema,
} from "@common/requirement-library/rule-reports";
import { listPageQuery } from "@web/lib/read-query";

export const ruleSetStandingKeys = {
  all: ["admin-requirement-library"] as const,
  list: (query: RuleSetStandingQuery) => [...ruleSetStandingKeys.all, "list", query] as const,
};

/** One page of the library's rule sets with their followers and the reports against them. */
export const ruleSetStandingQuery = (query: RuleSetStandingQuery) =>
  listPageQuery(
    ruleSetStandingKeys.list(query),
    "/api/admin/requirement-library",
    ruleSetStandingSchema,
    query,
  );
