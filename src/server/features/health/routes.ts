import { healthSchema } from "@common/health";
import { sql } from "drizzle-orm";
import { isDatabaseUnavailable } from "../../db/database-unavailable";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";

/**
 * Answers 200 when the app can reach its database, 503 when it cannot (for load balancers).
 * During a known outage the answer is immediate; the outage itself is logged once, not per call.
 */
export const healthRoutes = featureRoutes("health", async (app, { db }: FeatureDeps) => {
  app.get(
    "/api/health",
    routeOptions(
      { access: "public", rateLimit: false },
      {
        summary: "Whether the app can reach its database",
        description: "Answers 503 when it cannot; for load balancers.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    ),
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok", database: "ok" };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          request.log.error({ err: error }, "health check: database unreachable");
        }
        return reply.status(503).send({
          status: "unavailable",
          database: "unavailable",
          message: "Database unavailable",
        });
      }
    },
  );
});
