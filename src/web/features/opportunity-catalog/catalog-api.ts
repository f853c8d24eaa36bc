import {
  type AdminOpportunityListQuery,
  type CatalogueEntry,
  catalogueEntrySchema,
  type Opportunity,
  type OpportunityInput,
  opportunityCategoriesSchema,
  opportunitySchema,
} from "@common/opportunities";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { apiGet, apiGetPage, type ListPage } from "@web/lib/api-get";

/** Keys of the catalogue administrators keep; any change refreshes the whole root. */
export const catalogKeys = {
  all: ["opportunity-catalog"] as const,
  list: (query: AdminOpportunityListQuery) => [...catalogKeys.all, "list", query] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
};

export function fetchCataloguePage(
  query: AdminOpportunityListQuery,
  signal?: AbortSignal,
): Promise<ListPage<CatalogueEntry>> {
  return apiGetPage("/api/admin/opportunities", catalogueEntrySchema, { params: query, signal });
}

export function fetchCatalogueCategories(signal?: AbortSignal): Promise<string[]> {
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

export function catalogueQuery(query: AdminOpportunityListQuery) {
  return queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => fetchCataloguePage(query, signal),
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const catalogueCategoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: ({ signal }) => fetchCatalogueCategories(signal),
});
