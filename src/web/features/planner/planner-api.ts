import {
  type PlannerPreferences,
  type PlanObjective,
  plannerPreferencesSchema,
  planSchema,
} from "@common/planner";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { certificationDataKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";
import { appendParams } from "@web/lib/url-params";

/**
 * Keys of the renewal plan. It is planned from what every certification still misses, so it
 * sits among the certification data: any credit or certification change refreshes it.
 */
export const plannerKeys = {
  all: certificationDataKeys.planner,
  plan: (minimize: PlanObjective) => [...plannerKeys.all, "plan", minimize] as const,
};

/** GET /api/planner: the plan, smallest first in what `minimize` names. */
export const planQuery = (minimize: PlanObjective) =>
  readQuery(plannerKeys.plan(minimize), "/api/planner", planSchema, { minimize });

/** PUT /api/planner/preferences: the exclusions, limits and pins the plan follows. */
export function savePlannerPreferences(
  preferences: PlannerPreferences,
): Promise<PlannerPreferences> {
  return apiSend("PUT", "/api/planner/preferences", plannerPreferencesSchema, preferences);
}

/**
 * "I completed this" on a planned course: the credit, recorded toward every certification the
 * plan solved for `minimize` counted it for. The page says where from the plan it shows, so
 * the answer is not read.
 */
export async function recordPlannedCompletion(
  opportunityId: number,
  completionDate: string,
  minimize: PlanObjective,
): Promise<void> {
  const path = `/api/planner/courses/${opportunityId}/completion`;
  await apiRequest("POST", appendParams(path, [["minimize", minimize]]), { completionDate });
}

/** The plan solved for `minimize` as a PDF to print or hand on. */
export const planPdfUrl = (minimize: PlanObjective) =>
  appendParams("/api/planner/plan.pdf", [["minimize", minimize]]);
