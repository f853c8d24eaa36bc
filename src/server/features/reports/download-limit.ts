import { countOf } from "@common/plural";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../plugins/error-handler";

/**
 * Report downloads a user may start in a minute: a transcript of 500 credits takes about half a
 * second of the server's time, so 30 a minute keeps one account from taking a core for itself,
 * while an audit (a transcript, a CSV and a packet or two, each cycle) never comes close.
 */
export const reportDownloadsPerMinute = 30;

/**
 * Counts one report download of the user (in memory per instance, as the general API limit);
 * the returned check throws 429, with Retry-After, beyond the allowance, before anything is
 * produced.
 */
export function reportDownloadLimit(app: FastifyInstance) {
  const count = app.createRateLimit({
    max: reportDownloadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `report-downloads:${request.session.userId ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header("retry-after", seconds);
    throw new HttpError(
      429,
      `Too many downloads. Please try again in ${countOf(seconds, "second", "seconds")}.`,
    );
  };
}
