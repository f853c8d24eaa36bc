import {
  ruleSetStandingQuerySchema,
  ruleSetStandingSchema,
} from "@common/requirement-library/rule-reports";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { listRuleSetStanding } from "./rule-set-standing";

/** GET /api/admin/requirement-library: per rule set, who follows it and the reports against it. */
export const requirementLibraryAdminRoutes = featureRoutes(
  "requirement-library-admin",
  async (app, { db }: FeatureDeps) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/admin/requirement-library",
      pagedListRoute("admin", {
        summary: "The requirement library's rule sets with their followers and reports",
        note: "Each in its current version, by name, searched as the library's list: the certifications following any of its versions and their users, those still on an older version, and the reports against it (open: pending, reviewed or planned).",
        querystring: ruleSetStandingQuerySchema,
        row: ruleSetStandingSchema,
      }),
      async (request, reply) => sendPage(reply, await listRuleSetStanding(db, request.query)),
    );
  },
);
