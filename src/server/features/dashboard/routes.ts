import { dashboardSchema } from "@common/certifications/dashboard";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { dashboardOf } from "./dashboard";

/** GET /api/dashboard: stat cards, Upcoming Deadlines and Recent Activity in one answer. */
export async function dashboardRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/dashboard",
      { preHandler: app.requireUser, schema: { response: { 200: dashboardSchema } } },
      async (request) => dashboardOf(db, clock, signedInUser(request)),
    );
}
