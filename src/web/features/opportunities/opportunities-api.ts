import { type Credit, creditSchema } from "@common/certifications/credit";
import {
  type OpportunityCompletion,
  type OpportunityListQuery,
  opportunityCategoriesSchema,
  opportunityListItemSchema,
} from "@common/opportunities";
import { apiSend } from "@web/lib/api-client";
import { opportunityListRoot } from "@web/lib/query-keys";
import { listPageQuery, readQuery } from "@web/lib/read-query";

/**
 * Keys of the opportunities page. The list says which gaps each opportunity closes, so a
 * credit recorded anywhere changes it: "I completed this" refreshes the whole root.
 */
export const opportunityKeys = {
  all: opportunityListRoot,
  list: (query: OpportunityListQuery) => [...opportunityKeys.all, "list", query] as const,
  categories: () => [...opportunityKeys.all, "categories"] as const,
};

/** "I completed this": the credit, recorded on each chosen certification. */
export function recordOpportunityCompletion(
  opportunityId: number,
  completion: OpportunityCompletion,
): Promise<Credit> {
  return apiSend(
    "POST",
    `/api/opportunities/${opportunityId}/completion`,
    creditSchema,
    completion,
  );
}

export const opportunityListQuery = (query: OpportunityListQuery) =>
  listPageQuery(
    opportunityKeys.list(query),
    "/api/opportunities",
    opportunityListItemSchema,
    query,
  );

export const opportunityCategoriesQuery = {
  ...readQuery(
    opportunityKeys.categories(),
    "/api/opportunities/categories",
    opportunityCategoriesSchema,
  ),
  // The catalog changes when an administrator edits it, rarely within a visit.
  staleTime: 5 * 60_000,
};
