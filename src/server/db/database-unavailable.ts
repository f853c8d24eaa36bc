import { DrizzleQueryError } from "drizzle-orm";

/** The database cannot answer now (down, unreachable, or known to be so); callers get a 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// SQLSTATEs that say the server cannot serve now rather than that the query is wrong:
// connection exceptions (08), insufficient resources (53: disk full, out of memory, too many
// connections), operator intervention (57P01-57P05: shutdown, crash, starting up, idle
// timeout), system errors (58: I/O), and a write sent to a read-only standby after a failover.
const unavailableSqlState = /^(08|53|57P0[1-5]|58)|^25006$/;

// Errors of the socket under the driver.
const networkErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// node-postgres reports a lost connection with these messages and no code.
const connectionLossMessages = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "timeout exceeded when trying to connect",
  "Query read timeout",
]);

/** An error of the driver itself saying the database could not be reached or could not serve. */
export function isConnectionFailure(error: unknown): boolean {
  for (let link = error; link instanceof Error; link = link.cause) {
    if (link instanceof DatabaseUnavailableError) return true;
    const code = (link as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (unavailableSqlState.test(code) || networkErrorCodes.has(code))
    ) {
      return true;
    }
    if (connectionLossMessages.has(link.message)) return true;
  }
  return false;
}

/**
 * Whether a failure came from the database being unavailable: refused while it is known to be
 * down, or a query (always wrapped by Drizzle) that failed for want of a connection. A network
 * error of anything else (mail, payments) is not taken for the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let link = error; link instanceof Error; link = link.cause) {
    if (link instanceof DatabaseUnavailableError) return true;
    if (link instanceof DrizzleQueryError) return isConnectionFailure(link.cause);
  }
  return false;
}

/** The innermost error of a chain: the driver's own, without Drizzle's query and parameters. */
export function rootCause(error: unknown): unknown {
  let link = error;
  while (link instanceof Error && link.cause !== undefined) link = link.cause;
  return link;
}
