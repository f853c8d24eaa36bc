import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/open";

/** Answers 200 when the app can reach its database, 503 when it cannot (for load balancers). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/api/health", { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ message: "Database unavailable" });
    }
  });
}
