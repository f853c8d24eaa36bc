import { activityListQuerySchema, activitySchema } from "@common/certifications/activity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { listActivities } from "./list-activities";

/** GET /api/activities: the user's activity, newest first, a page at a time. */
export const activityRoutes = featureRoutes("activity", async (app, { db }: FeatureDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/activities",
    pagedListRoute("signed-in", {
      summary: "The user's activity, newest first",
      querystring: activityListQuerySchema,
      row: activitySchema,
    }),
    async (request, reply) =>
      sendPage(reply, await listActivities(db, request.user.id, request.query)),
  );
});
