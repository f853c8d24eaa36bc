import { activityListQuerySchema, activitySchema } from "@common/certifications/activity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sendPage } from "../../shared/pagination";
import { listActivities } from "./list-activities";

/** GET /api/activities: the user's activity, newest first, a page at a time. */
export const activityRoutes = featureRoutes("activity", async (app, { db }: FeatureDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/activities",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The user's activity, newest first",
        description: "One page, with the total in the X-Total-Count header.",
        querystring: activityListQuerySchema,
        response: { 200: z.array(activitySchema) },
      },
    },
    async (request, reply) => {
      const page = await listActivities(db, request.user.id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );
});
