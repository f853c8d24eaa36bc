import { cycleReportSchema, reportOverviewSchema, reportQuerySchema } from "@common/reports";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { loadCycleReport } from "./cycle-report";
import { reportOverview } from "./report-overview";

/**
 * Reports (premium): GET /api/reports/overview, where each certification stands, and
 * GET /api/reports/certifications/:id, one cycle of a certification as its transcript says it.
 */
export const reportRoutes = featureRoutes("reports", async (app, deps: FeatureDeps) => {
  const { db, clock } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/reports/overview",
    { config: { access: "premium" }, schema: { response: { 200: reportOverviewSchema } } },
    async (request) => reportOverview(db, clock, request.user),
  );
  routes.get(
    "/api/reports/certifications/:id",
    {
      config: { access: "premium" },
      schema: {
        params: idParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: cycleReportSchema },
      },
    },
    async (request) => {
      const { report } = await loadCycleReport(
        deps,
        request.user,
        request.params.id,
        request.query,
      );
      return report;
    },
  );
});
