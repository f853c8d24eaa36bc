import {
  type AdminSystemSettings,
  adminSystemSettingsSchema,
  appSettingsSchema,
  defaultSystemSettings,
  systemSettingsChangeSchema,
} from "@common/system-settings";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { adminActor } from "../admin/audit-trail";
import {
  readStoredSystemSettings,
  readSystemSettings,
  type StoredSystemSettings,
} from "./read-system-settings";
import { updateSystemSettings } from "./update-system-settings";

function withDefaults(stored: StoredSystemSettings): AdminSystemSettings {
  const state = <Name extends keyof StoredSystemSettings>(name: Name) => ({
    value: stored[name].value,
    default: defaultSystemSettings[name],
    updatedAt: stored[name].updatedAt?.toISOString() ?? null,
  });
  return {
    freeCertificationLimit: state("freeCertificationLimit"),
    reminderSteps: state("reminderSteps"),
    signUpsOpen: state("signUpsOpen"),
    maintenanceBanner: state("maintenanceBanner"),
  };
}

/**
 * The system settings: administrators read and change them; everyone reads what the web app
 * needs of them (whether sign-ups are open, the maintenance banner, the reminder days).
 */
export const systemSettingsRoutes = featureRoutes(
  "system-settings",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/app-settings",
      routeOptions("public", {
        summary: "The settings the web app needs",
        description:
          "Whether sign-ups are open, the maintenance banner, the reminder days, the free plan's limit and the currency money is shown in.",
        response: { 200: appSettingsSchema },
      }),
      async (_request, reply) => {
        const settings = await readSystemSettings(db);
        // Never kept by a browser or a proxy: the web app reads it again to show a change.
        reply.header("cache-control", "no-store");
        return { ...settings, currency: config.currency };
      },
    );

    routes.get(
      "/api/admin/settings",
      routeOptions("admin", {
        summary: "The system settings with their defaults",
        response: { 200: adminSystemSettingsSchema },
      }),
      async () => withDefaults(await readStoredSystemSettings(db)),
    );

    routes.put(
      "/api/admin/settings",
      routeOptions("admin", {
        summary: "Change system settings",
        description: "Recorded in the admin audit trail.",
        body: systemSettingsChangeSchema,
        response: { 200: adminSystemSettingsSchema },
      }),
      async (request) => {
        const actor = adminActor(request);
        return withDefaults(await updateSystemSettings({ db, clock }, actor, request.body));
      },
    );
  },
);
