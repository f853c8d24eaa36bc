import { adminSessionHeader } from "@common/access";
import {
  adminLoginAnswerSchema,
  adminLoginInputSchema,
  adminSessionStatusSchema,
} from "@common/admin-session";
import { noContentSchema } from "@common/http-answers";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sessionRowId } from "../../plugins/session-store";
import { requestOrigin } from "../../security/auth-log";
import { HttpError } from "../../shared/http-error";
import { routeOptions } from "../../shared/route-options";
import { adminSessionStatus, signOutOfAdminArea } from "./admin-session";
import { signInToAdminArea } from "./admin-sign-in";

/** The admin area's sign-in, its session and sign-out. */
export const adminSessionRoutes = featureRoutes(
  "admin-session",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock, key: config.encryptionKey };

    routes.post(
      "/api/admin/login",
      routeOptions("admin-sign-in", {
        summary: "Open an admin session with the admin credential",
        description:
          "Answers the admin session's id, sent in its header on every admin request; repeated failures lock the sign-in for a while (429 with Retry-After).",
        body: adminLoginInputSchema,
        response: { 200: adminLoginAnswerSchema },
      }),
      async (request, reply) => {
        try {
          return await signInToAdminArea(
            deps,
            { user: request.user, loginSessionId: sessionRowId(request.session.sessionId) },
            request.body,
            requestOrigin(request),
          );
        } catch (error) {
          // A locked sign-in says when to try again in the standard header too.
          if (error instanceof HttpError && typeof error.extra.retryAfter === "number") {
            reply.header("retry-after", error.extra.retryAfter);
          }
          throw error;
        }
      },
    );

    routes.get(
      "/api/admin/session",
      routeOptions("admin", {
        summary: "The current admin session",
        response: { 200: adminSessionStatusSchema },
      }),
      async (request) => {
        const session = request.adminSession;
        if (!session) throw new Error("an admin route without its admin session");
        return adminSessionStatus(db, session);
      },
    );

    routes.post(
      "/api/admin/logout",
      routeOptions("admin-sign-in", {
        summary: "Close the admin session",
        response: { 204: noContentSchema },
      }),
      async (request, reply) => {
        const sessionId = request.headers[adminSessionHeader];
        if (typeof sessionId === "string" && sessionId.length <= 100) {
          await signOutOfAdminArea(db, request.user, sessionId, requestOrigin(request));
        }
        return reply.status(204).send();
      },
    );
  },
);
