import { activeSessionSchema, messageSchema } from "@common/accounts/profile";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sessionRowId } from "../../plugins/session-store";
import { sessionCookieName } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { keyParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { listSessions } from "./list-sessions";
import { revokeSession } from "./revoke-session";
import { signOutOtherSessions } from "./sign-out-other-sessions";

/** The `sessions` row of the browser making the request. */
function currentRowId(request: FastifyRequest): string {
  return sessionRowId(request.session.sessionId);
}

/** The user's signed-in browsers, each of which can be signed out, from /settings/security. */
export const sessionRoutes = featureRoutes("sessions", async (app, { db, clock }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const message200 = { 200: messageSchema };

  routes.get(
    "/api/user/sessions",
    routeOptions("signed-in", {
      summary: "The user's signed-in browsers",
      response: { 200: z.array(activeSessionSchema) },
    }),
    async (request) => listSessions({ db, clock }, request.user.id, currentRowId(request)),
  );

  routes.delete(
    "/api/user/sessions/:id",
    routeOptions("signed-in", {
      summary: "Sign out a browser",
      description:
        "Signing out the current browser ends this session too. Another user's session answers 404.",
      params: keyParamsSchema,
      response: message200,
    }),
    async (request, reply) => {
      const { wasCurrent } = await revokeSession(
        db,
        requestOrigin(request),
        request.user,
        request.params.id,
        currentRowId(request),
      );
      if (wasCurrent) {
        // Its row is gone already; destroying it here keeps the end of this request from
        // writing it back, and the browser drops the cookie.
        await request.session.destroy();
        reply.clearCookie(sessionCookieName, { path: "/" });
      }
      return { message: "Session signed out" };
    },
  );

  routes.post(
    "/api/user/sessions/sign-out-others",
    routeOptions("signed-in", { summary: "Sign out every other browser", response: message200 }),
    async (request) => {
      await signOutOtherSessions(db, requestOrigin(request), request.user, currentRowId(request));
      return { message: "Signed out of all other sessions" };
    },
  );
});
