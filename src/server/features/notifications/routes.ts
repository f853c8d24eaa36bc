import { notificationListSchema } from "@common/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { listNotifications } from "./list-notifications";

/** GET /api/notifications: the in-app notifications and the unread count behind the badges. */
export async function notificationRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/notifications",
      { preHandler: app.requireUser, schema: { response: { 200: notificationListSchema } } },
      async (request) => listNotifications(db, signedInUser(request).id),
    );
}
