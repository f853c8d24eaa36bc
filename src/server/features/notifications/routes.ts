import {
  archivedNotificationsSchema,
  notificationListSchema,
  notificationSchema,
  notificationsUpdatedSchema,
} from "@common/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { idParamsSchema } from "../../shared/id-params";
import { listArchivedNotifications, listNotifications } from "./list-notifications";
import {
  clearAllNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notification-changes";

/**
 * The in-app notifications: the list and unread count behind the badges, the archive, and
 * marking read or clearing (archiving) them. Every route acts on the caller's own only.
 */
export async function notificationRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };
  const updated200 = { 200: notificationsUpdatedSchema };

  routes.get(
    "/api/notifications",
    { ...guard, schema: { response: { 200: notificationListSchema } } },
    async (request) => listNotifications(db, signedInUser(request).id),
  );

  routes.get(
    "/api/notifications/archived",
    { ...guard, schema: { response: { 200: archivedNotificationsSchema } } },
    async (request) => listArchivedNotifications(db, signedInUser(request).id),
  );

  routes.patch(
    "/api/notifications/:id/read",
    { ...guard, schema: { params: idParamsSchema, response: { 200: notificationSchema } } },
    async (request) => markNotificationRead(db, signedInUser(request).id, request.params.id),
  );

  routes.patch(
    "/api/notifications/mark-all-read",
    { ...guard, schema: { response: updated200 } },
    async (request) => markAllNotificationsRead(db, signedInUser(request).id),
  );

  routes.patch(
    "/api/notifications/clear-all",
    { ...guard, schema: { response: updated200 } },
    async (request) => clearAllNotifications(db, signedInUser(request).id),
  );
}
