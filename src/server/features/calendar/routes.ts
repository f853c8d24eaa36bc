import { calendarEventSchema, calendarQuerySchema } from "@common/certifications/calendar";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { calendarEvents } from "./calendar-events";

/** GET /api/calendar?from&to: the user's events in that range. */
export const calendarRoutes = featureRoutes("calendar", async (app, { db }: FeatureDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/calendar",
    routeOptions("signed-in", {
      summary: "The user's calendar events in a date range",
      querystring: calendarQuerySchema,
      response: { 200: z.array(calendarEventSchema) },
    }),
    async (request) => calendarEvents(db, request.user.id, request.query),
  );
});
