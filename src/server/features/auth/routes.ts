import { csrfTokenSchema } from "@common/csrf";
import { publicUserSchema } from "@common/user";
import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sessionCookieName } from "../../plugins/sessions";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";

const messageSchema = z.object({ message: z.string() });

/** GET /api/csrf-token, GET /api/user (who is signed in; 401 when nobody), POST /api/logout. */
export const authRoutes = featureRoutes("auth", async (app, { db }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/csrf-token",
    { config: { access: "public" }, schema: { response: { 200: csrfTokenSchema } } },
    async (_request, reply) => ({ csrfToken: await reply.generateCsrf() }),
  );

  routes.get(
    "/api/user",
    {
      config: { access: "signed-in" },
      schema: { response: { 200: publicUserSchema, 401: messageSchema } },
    },
    async (request) => request.user,
  );

  routes.post(
    "/api/logout",
    { config: { access: "public" }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const userId = request.session.userId;
      if (userId !== undefined) {
        const [user] = await db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, userId));
        await recordAuthEvent(db, requestOrigin(request), {
          userId,
          username: user?.username ?? null,
          eventType: "logout",
          status: "success",
        });
      }
      await request.session.destroy();
      reply.clearCookie(sessionCookieName, { path: "/" });
      return { message: "Logged out" };
    },
  );
});
