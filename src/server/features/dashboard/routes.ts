import { dashboardSchema } from "@common/certifications/dashboard";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { dashboardOf } from "./dashboard";

/** GET /api/dashboard: stat cards, Needs attention, Upcoming Deadlines and Recent Activity in one answer. */
export const dashboardRoutes = featureRoutes(
  "dashboard",
  async (app, { db, clock }: FeatureDeps) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/dashboard",
      routeOptions("signed-in", {
        summary: "The user's dashboard",
        description:
          "Its figures, the certifications that need attention, upcoming deadlines and recent activity in one answer.",
        response: { 200: dashboardSchema },
      }),
      async (request) => dashboardOf({ db, clock }, request.user),
    );
  },
);
