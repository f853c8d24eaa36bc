import { publicUserSchema } from "@common/user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/open";
import { sessionCookieName } from "../../plugins/sessions";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { findSignedInUser } from "./current-user";

const messageSchema = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/user",
    { schema: { response: { 200: publicUserSchema, 401: messageSchema } } },
    async (request, reply) => {
      const user = await findSignedInUser(db, request.session.userId);
      if (!user) {
        if (request.session.userId !== undefined) await request.session.destroy();
        return reply.status(401).send({ message: "Not authenticated" });
      }
      return user;
    },
  );

  routes.post(
    "/api/logout",
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const userId = request.session.userId;
      if (userId !== undefined) {
        const user = await findSignedInUser(db, userId);
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
}
