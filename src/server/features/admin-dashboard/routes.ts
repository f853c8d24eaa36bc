import { adminDashboardSchema, retryFailedAnswerSchema } from "@common/admin-dashboard";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { adminActor } from "../admin/audit-trail";
import { adminDashboard } from "./admin-dashboard";
import { retryFailedMessages } from "./retry-failed-messages";

/** The admin dashboard's figures, and its "Retry failed" action on the outbox. */
export const adminDashboardRoutes = featureRoutes(
  "admin-dashboard",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/admin/dashboard",
      routeOptions("admin", {
        summary: "The admin dashboard's figures",
        response: { 200: adminDashboardSchema },
      }),
      async () => adminDashboard({ db, clock }),
    );

    routes.post(
      "/api/admin/outbox/retry-failed",
      routeOptions("admin", {
        summary: "Retry every failing outgoing message",
        description:
          "Makes every failing outgoing message due now and answers how many; recorded in the admin audit trail.",
        response: { 200: retryFailedAnswerSchema },
      }),
      async (request) => {
        const retried = await retryFailedMessages({ db, clock }, adminActor(request));
        return { retried };
      },
    );
  },
);
