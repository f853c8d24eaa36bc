import { sql } from "drizzle-orm";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";

/** Answers 200 when the app can reach its database, 503 when it cannot (for load balancers). */
export const healthRoutes = featureRoutes("health", async (app, { db }: FeatureDeps) => {
  app.get(
    "/api/health",
    { config: { access: "public", rateLimit: false } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok", database: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ message: "Database unavailable" });
      }
    },
  );
});
