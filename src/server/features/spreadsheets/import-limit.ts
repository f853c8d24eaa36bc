import type { FastifyInstance } from "fastify";
import { perUserMinuteLimit } from "../reports/download-limit";

/**
 * Dry runs and imports a user may send in a minute: each reads up to 5 MB and 10,000 rows
 * (about a second of the server's time), and a person checking a file and fixing it sends a
 * few.
 */
export const spreadsheetImportsPerMinute = 20;

/** Counts one dry run or import of the user; beyond the allowance, 429 with Retry-After. */
export function spreadsheetImportLimit(app: FastifyInstance) {
  return perUserMinuteLimit(app, {
    kind: "spreadsheet-imports",
    max: spreadsheetImportsPerMinute,
    tooMany: "Too many imports.",
  });
}
