import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/open";
import { authRoutes } from "./features/auth/routes";
import { healthRoutes } from "./features/health/routes";
import { themeRoutes } from "./features/theme/routes";
import { csrfPlugin } from "./plugins/csrf";
import { errorHandler } from "./plugins/error-handler";
import { rateLimits } from "./plugins/rate-limits";
import { securityHeaders } from "./plugins/security-headers";
import { sessionsPlugin } from "./plugins/sessions";
import { webApp } from "./plugins/web-app";

export type AppDeps = {
  config: Pick<Config, "sessionSecret" | "secureCookies" | "trustProxy">;
  db: Database;
  clock: Clock;
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders, { https: deps.config.secureCookies });
  await app.register(rateLimits);
  await app.register(sessionsPlugin, {
    db: deps.db,
    clock: deps.clock,
    secret: deps.config.sessionSecret,
    secureCookies: deps.config.secureCookies,
  });
  await app.register(csrfPlugin);

  await app.register(healthRoutes, { db: deps.db });
  await app.register(themeRoutes, { db: deps.db });
  await app.register(authRoutes, { db: deps.db });

  await app.register(webApp, { root: deps.webRoot });
  return app;
}
