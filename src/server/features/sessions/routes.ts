import { activeSessionSchema, messageSchema } from "@common/accounts/profile";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessions } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { sessionRowId } from "../../plugins/session-store";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";

/** The user's signed-in browsers, each revocable, from /settings/security. */
export async function sessionRoutes(app: FastifyInstance, { db, clock }: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };

  routes.get(
    "/api/user/sessions",
    { ...guard, schema: { response: { 200: z.array(activeSessionSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      const current = sessionRowId(request.session.sessionId);
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, clock.now())))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === current,
      }));
    },
  );

  routes.delete(
    "/api/user/sessions/:id",
    {
      ...guard,
      schema: { params: z.object({ id: z.string().min(1) }), response: { 200: messageSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const removed = await db
        .delete(sessions)
        .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, user.id)))
        .returning({ id: sessions.id });
      if (removed.length === 0) throw new HttpError(404, "Not found");
      await recordAuthEvent(db, requestOrigin(request), {
        userId: user.id,
        username: user.username,
        eventType: "session",
        eventSubtype: "revoked",
        status: "success",
      });
      return { message: "Session signed out" };
    },
  );

  routes.post(
    "/api/user/sessions/sign-out-others",
    { ...guard, schema: { response: { 200: messageSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, user.id),
            ne(sessions.id, sessionRowId(request.session.sessionId)),
          ),
        );
      await recordAuthEvent(db, requestOrigin(request), {
        userId: user.id,
        username: user.username,
        eventType: "session",
        eventSubtype: "signed-out-others",
        status: "success",
      });
      return { message: "Signed out of all other sessions" };
    },
  );
}
