import type { AdminOpportunityListQuery, OpportunityInput } from "@common/opportunities";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { opportunityListRoot } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast-store";
import {
  catalogCategoriesQuery,
  catalogKeys,
  catalogQuery,
  createOpportunity,
  deleteOpportunity,
  updateOpportunity,
} from "./catalog-api";

export function useCatalog(query: AdminOpportunityListQuery) {
  return useQuery(catalogQuery(query));
}

export function useCatalogCategories() {
  return useQuery(catalogCategoriesQuery);
}

/** A change to the catalog refreshes it and, in this browser, the premium list. */
export function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [catalogKeys.all, opportunityListRoot]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** `id` null adds an opportunity; otherwise it replaces that one's fields. */
export type OpportunitySave = { id: number | null; input: OpportunityInput };

/** Saves the form; the form shows refusals itself, under the field they name. */
export function useSaveOpportunity() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, input }: OpportunitySave) =>
      id === null ? createOpportunity(input) : updateOpportunity(id, input),
    retry: false,
    onSuccess: (opportunity, { id }) =>
      toast({
        title: id === null ? "Opportunity added" : "Opportunity updated",
        description: opportunity.title,
      }),
    onSettled: refresh,
  });
}

export function useDeleteOpportunity() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id }: { id: number; title: string }) => deleteOpportunity(id),
    retry: false,
    onSuccess: (_, { title }) => toast({ title: "Opportunity deleted", description: title }),
    onError: failureToast("Failed to delete opportunity"),
    onSettled: refresh,
  });
}
