import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/open";
import { users } from "../db/schema";
import { requestOrigin } from "../security/auth-log";

export type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in, enabled user; set by the requireUser guard. */
    currentUser?: UserRow;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless an enabled user is signed in. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The signed-in user of a guarded route (the guard has run, so it is there). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error("requireUser must guard this route");
  return request.currentUser;
}

/**
 * Starts a signed-in session for the user with a new session id (no fixation), keeping the
 * request's IP and browser for the active-sessions list.
 */
export async function startUserSession(request: FastifyRequest, userId: number): Promise<void> {
  await request.session.regenerate();
  const origin = requestOrigin(request);
  request.session.userId = userId;
  request.session.ipAddress = origin.ipAddress;
  request.session.userAgent = origin.userAgent ?? undefined;
}

export const authGuards = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("currentUser", undefined);
    app.decorate("requireUser", async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = request.session.userId;
      const [user] =
        userId === undefined ? [] : await db.select().from(users).where(eq(users.id, userId));
      if (!user?.isEnabled) {
        if (userId !== undefined) await request.session.destroy();
        return reply.status(401).send({ message: "Not authenticated" });
      }
      request.currentUser = user;
    });
  },
  { name: "auth-guards", dependencies: ["sessions"] },
);
