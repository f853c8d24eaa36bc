import { countOf } from "@common/plural";
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./access";

/** At most `max` /api requests within `windowMs`, per signed-in user or per signed-out address. */
export type ApiRequestLimit = { max: number; windowMs: number };

/**
 * 1,000 a minute (decision record 011): about five times what a busy person with several tabs
 * makes at peak, and room for a whole office signing in from one address (about 5 each).
 */
export const productionApiRequestLimit: ApiRequestLimit = { max: 1000, windowMs: 60_000 };

/** Whose allowance a request uses: the signed-in user's, else its address's. */
function requesterKey(request: FastifyRequest): string {
  const userId = request.session.userId;
  return userId === undefined ? `address:${normalizeIP(request.ip)}` : `user:${userId}`;
}

/**
 * A general ceiling on /api requests against floods, in memory per instance. It runs after
 * the session is read (so the key costs no query) and before the access check loads the user
 * (so a refused request costs nothing more). The web app's files are never counted, nor
 * `/api/health`. Per-action limits that must hold across instances (sign-in, sign-up, codes)
 * are counted in the database by their features.
 */
export const rateLimits = fp<{ limit: ApiRequestLimit }>(
  async (app: FastifyInstance, { limit }) => {
    await app.register(fastifyRateLimit, { global: false });
    const countRequest = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: requesterKey,
    });

    app.addHook("onRequest", async (request, reply) => {
      if (!isApiPath(request.url) || request.routeOptions.config.rateLimit === false) return;
      const count = await countRequest(request);
      if (count.isAllowed || !count.isExceeded) return;
      const seconds = Math.max(1, count.ttlInSeconds);
      return reply
        .status(429)
        .header("retry-after", seconds)
        .send({
          message: `Too many requests. Please try again in ${countOf(seconds, "second", "seconds")}.`,
        });
    });
  },
  { name: "rate-limits", dependencies: ["sessions"] },
);
