import { feedbackInputSchema, feedbackListQuerySchema, feedbackSchema } from "@common/feedback";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { sendPage } from "../../shared/pagination";
import { listOwnFeedback, submitFeedback } from "./feedback";

/** POST /api/feedback and GET /api/feedback (the user's own, newest first). */
export async function feedbackRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };

  routes.post(
    "/api/feedback",
    { ...guard, schema: { body: feedbackInputSchema, response: { 201: feedbackSchema } } },
    async (request, reply) => {
      const saved = await submitFeedback({ db, clock }, signedInUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  routes.get(
    "/api/feedback",
    {
      ...guard,
      schema: { querystring: feedbackListQuerySchema, response: { 200: z.array(feedbackSchema) } },
    },
    async (request, reply) => {
      const page = await listOwnFeedback(db, signedInUser(request).id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );
}
