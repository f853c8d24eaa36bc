import { countOf } from "@common/plural";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";

/** A counter made by `app.createRateLimit`. */
export type RequestCount = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * Counts the request; beyond the allowance, throws 429 with Retry-After (whole seconds, at
 * least one) and the message `tooMany` writes with the wait ("30 seconds").
 */
export async function refuseBeyond(
  count: RequestCount,
  request: FastifyRequest,
  reply: FastifyReply,
  tooMany: (retryIn: string) => string,
): Promise<void> {
  const result = await count(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header("retry-after", seconds);
  throw new HttpError(429, tooMany(countOf(seconds, "second", "seconds")));
}
