import { notificationPreferencesSchema } from "@common/notification-preferences";
import { publicUserSchema } from "@common/user";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { updateNotificationPreferences } from "./update-notification-preferences";

/**
 * PATCH /api/user/notification-preferences: what to be reminded of, how early and how. A
 * reminder the new preferences make due (a longer lead time, say) is created at once.
 */
export const notificationPreferenceRoutes = featureRoutes(
  "notification-preferences",
  async (app, { db, clock }: FeatureDeps) => {
    app.withTypeProvider<ZodTypeProvider>().patch(
      "/api/user/notification-preferences",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Change what to be reminded of, how early and how",
          description: "A reminder the new preferences make due is created at once.",
          body: notificationPreferencesSchema,
          response: { 200: publicUserSchema },
        },
      ),
      async (request) => updateNotificationPreferences({ db, clock }, request.user, request.body),
    );
  },
  { needs: ["reminders-on-change"] },
);
