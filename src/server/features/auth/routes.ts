import { csrfTokenSchema } from "@common/csrf";
import { publicUserSchema } from "@common/user";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sessionCookieName } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import { recordLogout } from "./record-logout";

const messageSchema = z.object({ message: z.string() });

/** GET /api/csrf-token, GET /api/user (who is signed in; 401 when nobody), POST /api/logout. */
export const authRoutes = featureRoutes("auth", async (app, { db }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/csrf-token",
    routeOptions("public", {
      summary: "A CSRF token for the session",
      description: "Send it in the x-csrf-token header of every change.",
      response: { 200: csrfTokenSchema },
    }),
    async (_request, reply) => ({ csrfToken: await reply.generateCsrf() }),
  );

  routes.get(
    "/api/user",
    routeOptions("signed-in", {
      summary: "The signed-in user",
      description: "Answers 401 when nobody is signed in.",
      response: { 200: publicUserSchema, 401: messageSchema },
    }),
    async (request) => request.user,
  );

  routes.post(
    "/api/logout",
    routeOptions("public", {
      summary: "Sign out",
      description:
        "Ends the session and clears its cookie; answers the same when nobody is signed in.",
      response: { 200: messageSchema },
    }),
    async (request, reply) => {
      const userId = request.session.userId;
      if (userId !== undefined) await recordLogout(db, requestOrigin(request), userId);
      await request.session.destroy();
      reply.clearCookie(sessionCookieName, { path: "/" });
      return { message: "Logged out" };
    },
  );
});
