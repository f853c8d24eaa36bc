import { opportunityListQuerySchema, opportunitySchema } from "@common/opportunities";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sendPage } from "../../shared/pagination";
import { listOpportunities } from "./list-opportunities";

/** GET /api/opportunities (premium): where to earn the next credits, a page at a time. */
export const opportunityRoutes = featureRoutes(
  "opportunities",
  async (app, { db }: FeatureDeps) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/opportunities",
      {
        config: { access: "premium" },
        schema: {
          querystring: opportunityListQuerySchema,
          response: { 200: z.array(opportunitySchema) },
        },
      },
      async (request, reply) => {
        const page = await listOpportunities(db, request.query);
        return sendPage(reply, page.rows, page.total);
      },
    );
  },
);
