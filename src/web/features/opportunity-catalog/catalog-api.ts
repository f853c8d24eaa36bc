import {
  type AdminOpportunityListQuery,
  catalogEntrySchema,
  type Opportunity,
  type OpportunityInput,
  opportunityCategoriesSchema,
  opportunitySchema,
} from "@common/opportunities";
import { type CatalogueImport, catalogueCheckSchema } from "@common/opportunity-import";
import type { ImportProgress } from "@common/spreadsheets/spreadsheet-import";
import { streamImport } from "@web/components/imports/use-check-then-import";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { listPageQuery, readQuery } from "@web/lib/read-query";

/** Keys of the catalog administrators keep; any change refreshes the whole root. */
export const catalogKeys = {
  all: ["opportunity-catalog"] as const,
  list: (query: AdminOpportunityListQuery) => [...catalogKeys.all, "list", query] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
};

export function createOpportunity(input: OpportunityInput): Promise<Opportunity> {
  return apiSend("POST", "/api/admin/opportunities", opportunitySchema, input);
}

export function updateOpportunity(id: number, input: OpportunityInput): Promise<Opportunity> {
  return apiSend("PUT", `/api/admin/opportunities/${id}`, opportunitySchema, input);
}

export async function deleteOpportunity(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/opportunities/${id}`);
}

export const catalogQuery = (query: AdminOpportunityListQuery) =>
  listPageQuery(catalogKeys.list(query), "/api/admin/opportunities", catalogEntrySchema, query);

export const catalogCategoriesQuery = readQuery(
  catalogKeys.categories(),
  "/api/admin/opportunities/categories",
  opportunityCategoriesSchema,
);

/** What the server finds in a provider's catalogue, writing nothing. */
export const checkCatalogue = (body: CatalogueImport) =>
  apiSend("POST", "/api/admin/opportunities/import/check", catalogueCheckSchema, body);

/** Imports the catalogue with its progress (streamImport). */
export const runCatalogueImport = (body: CatalogueImport, onLine: (line: ImportProgress) => void) =>
  streamImport("/api/admin/opportunities/import", body, onLine);
