import { adminSessionHeader } from "@common/access";
import {
  adminLoginAnswerSchema,
  adminLoginInputSchema,
  adminSessionStatusSchema,
} from "@common/admin-session";
import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminCredentials } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { closeAdminSession } from "../../security/admin-sessions";
import { signInToAdminArea } from "./admin-sign-in";

/** The admin area's sign-in, its session and sign-out. */
export const adminSessionRoutes = featureRoutes(
  "admin-session",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      "/api/admin/login",
      {
        config: { access: "admin-sign-in" },
        schema: { body: adminLoginInputSchema, response: { 200: adminLoginAnswerSchema } },
      },
      async (request) =>
        signInToAdminArea({ db, clock }, request.user, request.body, {
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"],
        }),
    );

    routes.get(
      "/api/admin/session",
      { config: { access: "admin" }, schema: { response: { 200: adminSessionStatusSchema } } },
      async (request) => {
        const session = request.adminSession;
        if (!session) throw new Error("an admin route without its admin session");
        const [credential] = await db
          .select()
          .from(adminCredentials)
          .where(eq(adminCredentials.id, session.adminCredentialId ?? -1));
        return {
          username: credential?.username ?? "",
          mfaEnabled: credential?.mfaEnabled ?? false,
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    );

    routes.post(
      "/api/admin/logout",
      { config: { access: "admin-sign-in" } },
      async (request, reply) => {
        const sessionId = request.headers[adminSessionHeader];
        if (typeof sessionId === "string" && sessionId.length <= 100) {
          await closeAdminSession(db, sessionId, request.user.id);
        }
        return reply.status(204).send();
      },
    );
  },
);
