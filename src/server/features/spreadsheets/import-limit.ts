import { countOf } from "@common/plural";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../plugins/error-handler";

/**
 * Dry runs and imports a user may send in a minute: each reads up to 5 MB and 10,000 rows
 * (about a second of the server's time), and a person checking a file and fixing it sends a
 * few.
 */
export const spreadsheetImportsPerMinute = 20;

/** Counts one dry run or import of the user; beyond the allowance, 429 with Retry-After. */
export function spreadsheetImportLimit(app: FastifyInstance) {
  const count = app.createRateLimit({
    max: spreadsheetImportsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `spreadsheet-imports:${request.session.userId ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header("retry-after", seconds);
    throw new HttpError(
      429,
      `Too many imports. Please try again in ${countOf(seconds, "second", "seconds")}.`,
    );
  };
}
