import type { PlannerPreferences, PlanObjective } from "@common/planner";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRefreshCertificationData } from "@web/hooks/use-refresh-certification-data";
import { failureToast } from "@web/lib/failure-toast";
import {
  plannerKeys,
  planQuery,
  recordPlannedCompletion,
  savePlannerPreferences,
} from "./planner-api";

/** The plan; while another objective's plan is computed, the last one stays on screen. */
export function usePlan(minimize: PlanObjective, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...planQuery(minimize),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

/** A changed exclusion, limit or pin: saved, then the plan is computed again with it. */
export function useSavePlannerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PlannerPreferences) => savePlannerPreferences(preferences),
    retry: false,
    onError: failureToast("Could not change the plan"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
  });
}

export type PlannedCompletion = {
  opportunityId: number;
  completionDate: string;
  /** The objective of the plan shown, which counted the course toward its certifications. */
  minimize: PlanObjective;
};

/**
 * "I completed this": the new credit changes progress everywhere and what the plan still has
 * to close, so every certification read is refreshed, the plan with them. The dialog shows
 * failures itself.
 */
export function useRecordPlannedCompletion() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: ({ opportunityId, completionDate, minimize }: PlannedCompletion) =>
      recordPlannedCompletion(opportunityId, completionDate, minimize),
    retry: false,
    onSuccess: refresh,
  });
}
