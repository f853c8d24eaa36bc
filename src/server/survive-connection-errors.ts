import type { FastifyBaseLogger } from "fastify";
import { isConnectionFailure, isDatabaseUnavailable } from "./db/database-unavailable";

/**
 * Keeps the server up when a lost-connection error escapes the code that should have handled
 * it (an 'error' event nobody listened to, a rejection nobody awaited): it is logged, and the
 * pool replaces the connection. Any other uncaught error still stops the process, as Node's
 * default does, since its state can no longer be trusted.
 */
export function surviveConnectionErrors(log: FastifyBaseLogger): void {
  const escaped = (error: unknown, kind: string) => {
    if (isConnectionFailure(error) || isDatabaseUnavailable(error)) {
      log.error({ err: error }, `${kind}: a lost connection; the server keeps running`);
      return;
    }
    log.fatal({ err: error }, kind);
    process.stderr.write(
      `CertMinder stopped on an ${kind}: ${error instanceof Error ? error.stack : error}\n`,
    );
    process.exit(1);
  };
  process.on("uncaughtException", (error) => escaped(error, "uncaught exception"));
  process.on("unhandledRejection", (reason) => escaped(reason, "unhandled rejection"));
}
