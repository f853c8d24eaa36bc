import { notificationPreferencesSchema } from "@common/notification-preferences";
import { publicUserSchema } from "@common/user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { remindAfterChanges } from "../../shared/reminders-after-changes";
import { updateNotificationPreferences } from "./update-notification-preferences";

/**
 * PATCH /api/user/notification-preferences: what to be reminded of, how early and how. A
 * reminder the new preferences make due (a longer lead time, say) is created at once.
 */
export async function notificationPreferenceRoutes(
  app: FastifyInstance,
  { db, clock }: FeatureDeps,
) {
  remindAfterChanges(app);
  app.withTypeProvider<ZodTypeProvider>().patch(
    "/api/user/notification-preferences",
    {
      preHandler: app.requireUser,
      schema: { body: notificationPreferencesSchema, response: { 200: publicUserSchema } },
    },
    async (request) =>
      updateNotificationPreferences({ db, clock }, signedInUser(request), request.body),
  );
}
