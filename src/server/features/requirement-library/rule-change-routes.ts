import {
  ruleChangeDecisionSchema,
  ruleChangeListSchema,
  ruleChangeQuerySchema,
} from "@common/requirement-library/rule-changes";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { applyRuleChange, keepRuleChange } from "./decide-rule-change";
import { listRuleChanges } from "./list-rule-changes";

/**
 * GET /api/rule-changes: the new versions of rule sets offered to the user's certifications.
 * POST /api/rule-changes/:id/apply and /keep: "Apply to my certification" or "Keep mine".
 */
export const ruleChangeRoutes = featureRoutes(
  "rule-changes",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };
    routes.get(
      "/api/rule-changes",
      routeOptions("signed-in", {
        summary: "The rule changes waiting for the user's decision",
        description:
          "Each new version of a rule set that changes a certification's current cycle, newest first, with the difference in words, its effective date and its source; at most one per certification. `certificationId` narrows it to one certification.",
        querystring: ruleChangeQuerySchema,
        response: { 200: ruleChangeListSchema },
      }),
      async (request) => listRuleChanges(db, request.user.id, request.query),
    );
    routes.post(
      "/api/rule-changes/:id/apply",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Apply a rule change to the certification",
          description:
            "Writes the new version's values into the current cycle only (past cycles never change), follows the new version and recounts progress. A change already decided, or offered to a version the certification no longer follows, answers 409; another user's answers 404.",
          params: idParamsSchema,
          response: { 200: ruleChangeDecisionSchema },
        },
      ),
      async (request) => applyRuleChange(deps, request.user.id, request.params.id),
    );
    routes.post(
      "/api/rule-changes/:id/keep",
      routeOptions("signed-in", {
        summary: "Keep the certification's own requirements",
        description:
          "The certification stays as it is, at its version, and this version is not offered again. A change already decided answers 409; another user's answers 404.",
        params: idParamsSchema,
        response: { 200: ruleChangeDecisionSchema },
      }),
      async (request) => keepRuleChange(deps, request.user.id, request.params.id),
    );
  },
  { needs: ["reminders-on-change"] },
);
