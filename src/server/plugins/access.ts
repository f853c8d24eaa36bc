import {
  type AdminSessionRequired,
  accessRefusal,
  adminOnlyMessage,
  adminSessionHeader,
  adminSessionRequiredMessage,
  notSignedInMessage,
  type RouteAccess,
  routeAccessLevels,
  type SignedInAccess,
} from "@common/access";
import { premiumRequiredMessage, type UpgradeRequired, upgradeUrl } from "@common/plan";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from "fastify";
import type { FastifyRequestType, ResolveFastifyRequestType } from "fastify/types/type-provider";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import type { UserRow } from "../db/schema";
import { type AdminSessionRow, touchAdminSession } from "../security/admin-sessions";
import { sessionRowId, sessionUser } from "./session-store";

/** The signed-in user a route of this access level is handed; none below "signed-in". */
type UserOf<Config> = Config extends { access: SignedInAccess } ? UserRow : undefined;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route states it (see accessPlugin). */
    access?: RouteAccess;
  }

  // Same type parameters as Fastify's own declaration, so `user` can follow the route's config.
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends
      RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /**
     * The signed-in, enabled user, on routes declared "signed-in", "premium" or "admin" (typed
     * as always there); undefined on public routes.
     */
    user: UserOf<ContextConfig>;
    /** The live admin session, on "admin" routes; undefined elsewhere. */
    adminSession: AdminSessionRow | undefined;
  }

  interface FastifyInstance {
    /** Every API route with the access it states, in the order they were registered. */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

/**
 * An API route: its method, address, access level, the schemas of what it is sent and
 * answers, and its handler.
 */
export type ApiRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  schema: Pick<FastifySchema, "params" | "querystring" | "body" | "response" | "consumes">;
  handler: RouteOptions["handler"];
};

/** True for the API's paths (a route's url, or a request's url with its query). */
export const isApiPath = (url: string) =>
  url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

function refuse(reply: FastifyReply, refusal: "sign-in" | "premium" | "admin" | "admin-session") {
  switch (refusal) {
    case "sign-in":
      return reply.status(401).send({ message: notSignedInMessage });
    case "premium":
      return reply
        .status(403)
        .send({ message: premiumRequiredMessage, upgradeUrl } satisfies UpgradeRequired);
    case "admin":
      return reply.status(403).send({ message: adminOnlyMessage });
    case "admin-session":
      return reply.status(403).send({
        message: adminSessionRequiredMessage,
        adminSessionRequired: true,
      } satisfies AdminSessionRequired);
  }
}

/**
 * Access declared once per route, enforced in one place. Every /api route states
 * `config: { access }`, or the app does not start. Before anything else of the request is
 * read (body, validation), routes that need someone signed in take the session's user (read
 * with the session, in one query) and answer 401 when there is none (or the account is disabled, which also ends the session),
 * 403 with the upgrade address when premium is missing, and 403 to a non-administrator. An
 * "admin" route also needs the live admin session this user opened, named by the
 * x-admin-session header (else 403 with `adminSessionRequired`); each call keeps it alive.
 */
export const accessPlugin = fp<{ db: Database; clock: Clock }>(
  async (app: FastifyInstance, { db, clock }) => {
    const apiRoutes: ApiRoute[] = [];
    app.decorate("apiRoutes", apiRoutes);
    app.decorateRequest("user", undefined);
    app.decorateRequest("adminSession", undefined);

    app.addHook("onRoute", (route) => {
      const access = route.config?.access;
      const methods = [route.method].flat();
      if (access !== undefined && !routeAccessLevels.includes(access)) {
        throw new Error(`${route.url} states an unknown access level "${String(access)}"`);
      }
      if (!isApiPath(route.url)) return;
      if (access === undefined) {
        throw new Error(`${methods.join(",")} ${route.url} must state its access in config`);
      }
      for (const method of methods) {
        if (method === "HEAD") continue;
        const { params, querystring, body, response, consumes } = route.schema ?? {};
        apiRoutes.push({
          method,
          url: route.url,
          access,
          schema: { params, querystring, body, response, consumes },
          handler: route.handler,
        });
      }
    });

    app.addHook("onRequest", async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === "public") return;
      const userId = request.session.userId;
      const user = sessionUser(request.session);
      if (!user?.isEnabled) {
        if (userId !== undefined) await request.session.destroy();
        return refuse(reply, "sign-in");
      }
      const refusal = accessRefusal(access === "admin-sign-in" ? "admin" : access, user);
      if (refusal === "premium" || refusal === "admin") return refuse(reply, refusal);
      if (access === "admin") {
        const sessionId = request.headers[adminSessionHeader];
        const adminSession =
          typeof sessionId === "string" && sessionId.length > 0 && sessionId.length <= 100
            ? await touchAdminSession(db, clock, sessionId, {
                userId: user.id,
                loginSessionId: sessionRowId(request.session.sessionId),
              })
            : undefined;
        if (!adminSession) return refuse(reply, "admin-session");
        request.setDecorator("adminSession", adminSession);
      }
      request.setDecorator("user", user);
    });
  },
  { name: "access", dependencies: ["sessions"] },
);
