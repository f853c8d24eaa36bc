import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from "../../src/server/db/database-unavailable";

/** A driver error as pg and PGlite raise them: a message and, from the server, a SQLSTATE. */
function driverError(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {});
}

const query = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

describe("database unavailable", () => {
  it.each([
    ["terminated by an administrator", driverError("terminating connection", "57P01")],
    ["starting up", driverError("the database system is starting up", "57P03")],
    ["too many connections", driverError("sorry, too many clients already", "53300")],
    ["disk full", driverError("could not extend file", "53100")],
    ["a read-only standby after a failover", driverError("read-only transaction", "25006")],
    ["refused", driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a dropped connection", driverError("Connection terminated unexpectedly")],
    ["refused while known to be down", new DatabaseUnavailableError()],
  ])("is a query that failed because the database was %s", (_reason, cause) => {
    expect(isDatabaseUnavailable(query(cause))).toBe(true);
  });

  it("is a connection that could not be had", () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(driverError("timeout")))).toBe(true);
  });

  it.each([
    ["a unique violation", query(driverError("duplicate key", "23505"))],
    ["a syntax error", query(driverError("syntax error", "42601"))],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["the mail server refusing", driverError("connect ECONNREFUSED 10.0.0.9:587", "ECONNREFUSED")],
  ])("is not %s", (_reason, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
