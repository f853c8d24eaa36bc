import {
  archivedNotificationsSchema,
  notificationListSchema,
  notificationSchema,
  notificationsUpdatedSchema,
} from "@common/notifications";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
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
export const notificationRoutes = featureRoutes(
  "notifications",
  async (app, { db }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const updated200 = { 200: notificationsUpdatedSchema };

    routes.get(
      "/api/notifications",
      routeOptions("signed-in", {
        summary: "The user's notifications with the unread count",
        response: { 200: notificationListSchema },
      }),
      async (request) => listNotifications(db, request.user.id),
    );

    routes.get(
      "/api/notifications/archived",
      routeOptions("signed-in", {
        summary: "The user's cleared notifications",
        response: { 200: archivedNotificationsSchema },
      }),
      async (request) => listArchivedNotifications(db, request.user.id),
    );

    routes.patch(
      "/api/notifications/:id/read",
      routeOptions("signed-in", {
        summary: "Mark a notification read",
        description: "Another user's notification answers 404.",
        params: idParamsSchema,
        response: { 200: notificationSchema },
      }),
      async (request) => markNotificationRead(db, request.user.id, request.params.id),
    );

    routes.patch(
      "/api/notifications/mark-all-read",
      routeOptions("signed-in", { summary: "Mark every notification read", response: updated200 }),
      async (request) => markAllNotificationsRead(db, request.user.id),
    );

    routes.patch(
      "/api/notifications/clear-all",
      routeOptions("signed-in", {
        summary: "Clear every notification into the archive",
        response: updated200,
      }),
      async (request) => clearAllNotifications(db, request.user.id),
    );
  },
);
