import { feedbackInputSchema, feedbackListQuerySchema, feedbackSchema } from "@common/feedback";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { listOwnFeedback, submitFeedback } from "./feedback";

/** POST /api/feedback and GET /api/feedback (the user's own, newest first). */
export const feedbackRoutes = featureRoutes("feedback", async (app, { db, clock }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/feedback",
    routeOptions("signed-in", {
      summary: "Send feedback",
      body: feedbackInputSchema,
      response: { 201: feedbackSchema },
    }),
    async (request, reply) => {
      const saved = await submitFeedback({ db, clock }, request.user.id, request.body);
      return reply.status(201).send(saved);
    },
  );

  routes.get(
    "/api/feedback",
    pagedListRoute("signed-in", {
      summary: "The user's own feedback, newest first",
      querystring: feedbackListQuerySchema,
      row: feedbackSchema,
    }),
    async (request, reply) =>
      sendPage(reply, await listOwnFeedback(db, request.user.id, request.query)),
  );
});
