import fastifyCsrf from "@fastify/csrf-protection";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on a route that proves its caller another way (a signed payment-provider webhook). */
    skipCsrf?: boolean;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every method but GET, HEAD and OPTIONS needs the token from GET /api/csrf-token (auth routes) in the
 * x-csrf-token header. The token's secret lives in the session.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCsrf, {
      sessionPlugin: "@fastify/session",
      getToken: (request) => {
        const header = request.headers["x-csrf-token"];
        return typeof header === "string" ? header : undefined;
      },
    });

    app.addHook("onRequest", (request, reply, done) => {
      if (safeMethods.has(request.method) || request.routeOptions.config?.skipCsrf) {
        done();
        return;
      }
      app.csrfProtection(request, reply, done);
    });
  },
  { name: "csrf", dependencies: ["sessions"] },
);
