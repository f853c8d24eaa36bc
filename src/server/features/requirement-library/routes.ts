import { feedbackSchema } from "@common/feedback";
import {
  requirementLibraryQuerySchema,
  ruleSetAnswerSchema,
  ruleSetKeyParamsSchema,
  ruleSetSummarySchema,
  ruleSetVersionQuerySchema,
} from "@common/requirement-library/library";
import { ruleReportInputSchema } from "@common/requirement-library/rule-reports";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { listRuleSets, readRuleSet } from "./read-library";
import { reportRuleProblem } from "./report-rule";

/**
 * GET /api/requirement-library: the library's rule sets, searchable, a page at a time.
 * GET /api/requirement-library/:id: one rule set with its sources.
 * POST /api/requirement-library/:id/reports: "Report a problem with this rule".
 * All for every signed-in user, the free plan included.
 */
export const requirementLibraryRoutes = featureRoutes(
  "requirement-library",
  async (app, { db, clock }: FeatureDeps) => {
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
    routes.post(
      "/api/requirement-library/:id/reports",
      routeOptions("signed-in", {
        summary: "Report a problem with a rule set",
        description:
          "Sends feedback (a bug report of the category `requirement-rule`) about the rule set in `version`, for administrators to check; 404 when the library has no such rule set or version.",
        params: ruleSetKeyParamsSchema,
        body: ruleReportInputSchema,
        response: { 201: feedbackSchema },
      }),
      async (request, reply) => {
        const { params, body, user } = request;
        const saved = await reportRuleProblem({ db, clock }, user.id, params.id, body);
        return reply.status(201).send(saved);
      },
    );
  },
);
