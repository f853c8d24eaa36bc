import { themeSchema } from "@common/theme";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { saveTheme, themeFor } from "./user-theme";

/**
 * GET /api/theme: the signed-in user's theme, or the default for everyone else.
 * PUT /api/theme: saves the signed-in user's theme (appearance is always light).
 */
export const themeRoutes = featureRoutes("theme", async (app, { db, clock }: FeatureDeps) => {
  const deps = { db, clock };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/theme",
    routeOptions("public", {
      summary: "The user's theme",
      description: "The default theme for anyone not signed in.",
      response: { 200: themeSchema },
    }),
    async (request) => themeFor(db, request.session.userId),
  );
  routes.put(
    "/api/theme",
    routeOptions("signed-in", {
      summary: "Save the user's theme",
      body: themeSchema,
      response: { 200: themeSchema },
    }),
    async (request) => {
      await saveTheme(deps, request.user.id, request.body);
      return request.body;
    },
  );
});
