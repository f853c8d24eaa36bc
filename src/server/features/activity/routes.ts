import { activityListQuerySchema, activitySchema } from "@common/certifications/activity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { sendPage } from "../../shared/pagination";
import { listActivities } from "./list-activities";

/** GET /api/activities: the user's activity, newest first, a page at a time. */
export async function activityRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/activities",
    {
      preHandler: app.requireUser,
      schema: { querystring: activityListQuerySchema, response: { 200: z.array(activitySchema) } },
    },
    async (request, reply) => {
      const page = await listActivities(db, signedInUser(request).id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );
}
