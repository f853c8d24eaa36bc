import { reportOverviewSchema } from "@common/reports";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { reportOverview } from "./report-overview";

/** GET /api/reports/overview (premium): where each certification stands. */
export const reportRoutes = featureRoutes("reports", async (app, { db, clock }: FeatureDeps) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/reports/overview",
      { config: { access: "premium" }, schema: { response: { 200: reportOverviewSchema } } },
      async (request) => reportOverview(db, clock, request.user),
    );
});
