import type { OpportunityCompletion, OpportunityListQuery } from "@common/opportunities";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { certificationDataKeys } from "@web/lib/query-keys";
import {
  opportunityCategoriesQuery,
  opportunityKeys,
  opportunityListQuery,
  recordOpportunityCompletion,
} from "./opportunities-api";

/**
 * The user's certifications, by name (a user keeps far fewer than a page): those a completion
 * may count toward, and what "Matches my gaps" explains an empty list with.
 */
export const allCertifications = { sort: "name", page: 1, pageSize: 100 } as const;

export function useOpportunityList(query: OpportunityListQuery) {
  return useQuery(opportunityListQuery(query));
}

export function useOpportunityCategories() {
  return useQuery(opportunityCategoriesQuery);
}

export type CompletionRecord = { opportunityId: number; completion: OpportunityCompletion };

/**
 * "I completed this". The new credit changes the certifications' progress everywhere, and the
 * gaps this list shows: both are refreshed. The dialog shows failures itself.
 */
export function useRecordCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ opportunityId, completion }: CompletionRecord) =>
      recordOpportunityCompletion(opportunityId, completion),
    retry: false,
    onSuccess: () => {
      for (const queryKey of [...Object.values(certificationDataKeys), opportunityKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
