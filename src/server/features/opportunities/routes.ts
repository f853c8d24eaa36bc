import { creditSchema } from "@common/certifications/credit";
import {
  opportunityCategoriesSchema,
  opportunityCompletionSchema,
  opportunityListItemSchema,
  opportunityListQuerySchema,
} from "@common/opportunities";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { catalogRoutes } from "./catalog-routes";
import { completeOpportunity } from "./complete-opportunity";
import { listOpportunities } from "./list-opportunities";
import { opportunityCategories } from "./opportunity-categories";

/**
 * Where to earn the next credits (premium): the catalog a page at a time with the gaps each
 * opportunity closes, its categories, and "I completed this". Administrators keep the
 * catalog (catalog-routes.ts).
 */
export const opportunityRoutes = featureRoutes(
  "opportunities",
  async (app, { db, clock }: FeatureDeps) => {
    await app.register(catalogRoutes, { db, clock });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/opportunities",
      pagedListRoute("premium", {
        summary: "Opportunities to earn credits, with the gaps each closes",
        querystring: opportunityListQuerySchema,
        row: opportunityListItemSchema,
      }),
      async (request, reply) =>
        sendPage(reply, await listOpportunities({ db, clock }, request.user, request.query)),
    );

    routes.get(
      "/api/opportunities/categories",
      routeOptions("premium", {
        summary: "The categories of opportunities",
        response: { 200: opportunityCategoriesSchema },
      }),
      async () => opportunityCategories(db),
    );

    routes.post(
      "/api/opportunities/:id/completion",
      routeOptions(
        { access: "premium", affectsReminders: true },
        {
          summary: "Record a completed opportunity as credits",
          description:
            "Adds a credit to each chosen certification (at most 10), each the user's own (404 otherwise).",
          params: idParamsSchema,
          body: opportunityCompletionSchema,
          response: { 201: creditSchema },
        },
      ),
      async (request, reply) => {
        const credit = await completeOpportunity(
          { db, clock },
          request.user,
          request.params.id,
          request.body,
        );
        return reply.status(201).send(credit);
      },
    );
  },
  { needs: ["reminders-on-change"] },
);
