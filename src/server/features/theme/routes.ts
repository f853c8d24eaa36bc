import { defaultTheme, type Theme, themeSchema } from "@common/theme";
import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";

async function themeFor(db: Database, userId: number | undefined): Promise<Theme> {
  if (userId === undefined) return defaultTheme;
  const [row] = await db.select({ theme: users.theme }).from(users).where(eq(users.id, userId));
  const saved = themeSchema.safeParse(row?.theme);
  return saved.success ? saved.data : defaultTheme;
}

/**
 * GET /api/theme: the signed-in user's theme, or the default for everyone else.
 * PUT /api/theme: saves the signed-in user's theme (appearance is always light).
 */
export const themeRoutes = featureRoutes("theme", async (app, { db, clock }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/theme",
    {
      config: { access: "public" },
      schema: {
        summary: "The user's theme",
        description: "The default theme for anyone not signed in.",
        response: { 200: themeSchema },
      },
    },
    async (request) => themeFor(db, request.session.userId),
  );
  routes.put(
    "/api/theme",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Save the user's theme",
        body: themeSchema,
        response: { 200: themeSchema },
      },
    },
    async (request) => {
      const user = request.user;
      await db
        .update(users)
        .set({ theme: request.body, updatedAt: clock.now() })
        .where(eq(users.id, user.id));
      return request.body;
    },
  );
});
