import { countOf } from "@common/plural";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../shared/http-error";

/**
 * Report downloads a user may start in a minute: a transcript of 500 credits takes about half a
 * second of the server's time, so 30 a minute keeps one account from taking a core for itself,
 * while an audit (a transcript, a CSV and a packet or two, each cycle) never comes close.
 */
export const reportDownloadsPerMinute = 30;

/**
 * Counts one request of the user of a kind named `kind` (in memory per instance, as the general
 * API limit); the returned check throws 429 with Retry-After and `tooMany` ("Too many
 * downloads.") beyond `max` a minute, before anything is produced.
 */
export function perUserMinuteLimit(
  app: FastifyInstance,
  { kind, max, tooMany }: { kind: string; max: number; tooMany: string },
) {
  const count = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${kind}:${request.session.userId ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header("retry-after", seconds);
    throw new HttpError(
      429,
      `${tooMany} Please try again in ${countOf(seconds, "second", "seconds")}.`,
    );
  };
}

/** Counts one report download of the user, transcripts, CSVs, packets and backups together. */
export function reportDownloadLimit(app: FastifyInstance) {
  return perUserMinuteLimit(app, {
    kind: "report-downloads",
    max: reportDownloadsPerMinute,
    tooMany: "Too many downloads.",
  });
}
