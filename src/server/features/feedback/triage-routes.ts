import {
  feedbackTriageInputSchema,
  feedbackTriageQuerySchema,
  triagedFeedbackSchema,
} from "@common/feedback";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { pagedListRoute, sendPage } from "../../shared/pagination";
import { routeOptions } from "../../shared/route-options";
import { adminActor } from "../admin/audit-trail";
import { listFeedbackForTriage, triageFeedback } from "./triage";

/** Administrators' view of every user's feedback: list it, set its status and internal note. */
export const feedbackTriageRoutes = featureRoutes(
  "feedback-triage",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/admin/feedback",
      pagedListRoute("admin", {
        summary: "Every user's feedback",
        querystring: feedbackTriageQuerySchema,
        row: triagedFeedbackSchema,
      }),
      async (request, reply) => sendPage(reply, await listFeedbackForTriage(db, request.query)),
    );

    routes.patch(
      "/api/admin/feedback/:id",
      routeOptions("admin", {
        summary: "Set a feedback's status and internal note",
        description: "Recorded in the admin audit trail.",
        params: idParamsSchema,
        body: feedbackTriageInputSchema,
        response: { 200: triagedFeedbackSchema },
      }),
      async (request) => {
        return triageFeedback({ db, clock }, adminActor(request), request.params.id, request.body);
      },
    );
  },
);
