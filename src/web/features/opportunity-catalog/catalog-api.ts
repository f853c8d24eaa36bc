import {
  type AdminOpportunityListQuery,
  type CatalogEntry,
  catalogEntrySchema,
  type Opportunity,
  type OpportunityInput,
  opportunityCategoriesSchema,
  opportunitySchema,
} from "@common/opportunities";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { apiGet, apiGetPage, type ListPage } from "@web/lib/api-get";

/** Keys of the catalog administrators keep; any change refreshes the whole root. */
export const catalogKeys = {
  all: ["opportunity-catalog"] as const,
  list: (query: AdminOpportunityListQuery) => [...catalogKeys.all, "list", query] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
};

export function fetchCatalogPage(
  query: AdminOpportunityListQuery,
  signal?: AbortSignal,
): Promise<ListPage<CatalogEntry>> {
  return apiGetPage("/api/admin/opportunities", catalogEntrySchema, { params: query, signal });
}

export function fetchCatalogCategories(signal?: AbortSignal): Promise<string[]> {
  return apiGet("/api/admin/opportunities/categories", opportunityCategoriesSchema, { signal });
}

export function createOpportunity(input: OpportunityInput): Promise<Opportunity> {
  return apiSend("POST", "/api/admin/opportunities", opportunitySchema, input);
}

export function updateOpportunity(id: number, input: OpportunityInput): Promise<Opportunity> {
  return apiSend("PUT", `/api/admin/opportunities/${id}`, opportunitySchema, input);
}

export async function deleteOpportunity(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/opportunities/${id}`);
}

export function catalogQuery(query: AdminOpportunityListQuery) {
  return queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => fetchCatalogPage(query, signal),
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const catalogCategoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: ({ signal }) => fetchCatalogCategories(signal),
});
