import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * A general ceiling per IP address against floods. Per-action limits that must hold across
 * instances (sign-in, MFA codes) are counted in the database by their features.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: true,
      max: 600,
      timeWindow: "1 minute",
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
    });
  },
  { name: "rate-limits" },
);
