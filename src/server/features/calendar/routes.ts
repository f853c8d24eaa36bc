import { calendarEventSchema, calendarQuerySchema } from "@common/certifications/calendar";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { calendarEvents } from "./calendar-events";

/** GET /api/calendar?from&to: the user's events in that range. */
export async function calendarRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/calendar",
    {
      preHandler: app.requireUser,
      schema: { querystring: calendarQuerySchema, response: { 200: z.array(calendarEventSchema) } },
    },
    async (request) => calendarEvents(db, signedInUser(request).id, request.query),
  );
}
