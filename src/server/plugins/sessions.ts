import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { requestOrigin } from "../security/auth-log";
import { DatabaseSessionStore, sessionMaxAgeMs } from "./session-store";

declare module "fastify" {
  interface Session {
    userId?: number;
    ipAddress?: string;
    userAgent?: string;
  }
}

export type SessionOptions = {
  db: Database;
  clock: Clock;
  secret: string;
  secureCookies: boolean;
};

export const sessionCookieName = "certminder.sid";

/** Cookie sessions stored in the database: 30 days rolling, HttpOnly, SameSite=Lax. */
export const sessionsPlugin = fp<SessionOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyCookie);
    // Pages and files of the web app need no session: their requests leave the cookie unread,
    // so loading the app costs no database query per file and still works while the
    // database is away. Every route that reads a session is under /api.
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) delete request.cookies[sessionCookieName];
    });
    await app.register(fastifySession, {
      secret: options.secret,
      cookieName: sessionCookieName,
      store: new DatabaseSessionStore(options.db, options.clock),
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        secure: options.secureCookies,
        path: "/",
        maxAge: sessionMaxAgeMs,
      },
    });
  },
  { name: "sessions" },
);

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
