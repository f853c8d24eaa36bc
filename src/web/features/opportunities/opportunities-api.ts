import { type Credit, creditSchema } from "@common/certifications/credit";
import {
  type OpportunityCompletion,
  type OpportunityListItem,
  type OpportunityListQuery,
  opportunityCategoriesSchema,
  opportunityListItemSchema,
} from "@common/opportunities";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet, apiGetPage, type ListPage } from "@web/lib/api-get";
import { opportunityListRoot } from "@web/lib/query-keys";

/**
 * Keys of the opportunities page. The list says which gaps each opportunity closes, so a
 * credit recorded anywhere changes it: "I completed this" refreshes the whole root.
 */
export const opportunityKeys = {
  all: opportunityListRoot,
  list: (query: OpportunityListQuery) => [...opportunityKeys.all, "list", query] as const,
  categories: () => [...opportunityKeys.all, "categories"] as const,
};

export function fetchOpportunityPage(
  query: OpportunityListQuery,
  signal?: AbortSignal,
): Promise<ListPage<OpportunityListItem>> {
  return apiGetPage("/api/opportunities", opportunityListItemSchema, { params: query, signal });
}

export function fetchOpportunityCategories(signal?: AbortSignal): Promise<string[]> {
  return apiGet("/api/opportunities/categories", opportunityCategoriesSchema, { signal });
}

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

export function opportunityListQuery(query: OpportunityListQuery) {
  return queryOptions({
    queryKey: opportunityKeys.list(query),
    queryFn: ({ signal }) => fetchOpportunityPage(query, signal),
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const opportunityCategoriesQuery = queryOptions({
  queryKey: opportunityKeys.categories(),
  queryFn: ({ signal }) => fetchOpportunityCategories(signal),
  // The catalog changes when an administrator edits it, rarely within a visit.
  staleTime: 5 * 60_000,
});
