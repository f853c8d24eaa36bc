import {
  requirementLibraryQuerySchema,
  ruleSetAnswerSchema,
  ruleSetKeyParamsSchema,
  ruleSetSummarySchema,
  ruleSetVersionQuerySchema,
} from "@common/requirement-library/library";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { listRuleSets, readRuleSet } from "./read-library";

/**
 * GET /api/requirement-library: the library's rule sets, searchable, a page at a time.
 * GET /api/requirement-library/:id: one rule set with its sources. Both for every signed-in
 * user, the free plan included.
 */
export const requirementLibraryRoutes = featureRoutes(
  "requirement-library",
  async (app, { db }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      "/api/requirement-library",
      pagedListRoute("signed-in", {
        summary: "The requirement library's rule sets",
        note: "Each in its current version, by name; search looks in the name, credential and issuing body.",
        querystring: requirementLibraryQuerySchema,
        row: ruleSetSummarySchema,
      }),
      async (request, reply) => sendPage(reply, await listRuleSets(db, request.query)),
    );
    routes.get(
      "/api/requirement-library/:id",
      routeOptions("signed-in", {
        summary: "A rule set of the requirement library",
        description:
          "Its current version, or `version`: the renewal cycle, credits, categories, carry-over and what counts, each number with the official source it is quoted from and the day that was checked.",
        params: ruleSetKeyParamsSchema,
        querystring: ruleSetVersionQuerySchema,
        response: { 200: ruleSetAnswerSchema },
      }),
      async (request) => readRuleSet(db, request.params.id, request.query.version),
    );
  },
);
