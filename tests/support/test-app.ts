import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../../src/server/app";
import { TestClock } from "./test-clock";
import { openTestDatabase, type TestDatabase } from "./test-database";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase["db"];
  clock: TestClock;
  sessionSecret: string;
  close(): Promise<void>;
};

/** The real app on a fresh test database, with a clock the test controls. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, "db" | "clock" | "config">> & {
    config?: Partial<AppDeps["config"]>;
    configure?: (app: FastifyInstance) => void;
    /** Sees every query sent to the database, e.g. to count the queries of one request. */
    queryLogger?: Logger;
  } = {},
): Promise<TestApp> {
  const { configure, config: configOverrides, queryLogger, ...deps } = overrides;
  const database = await openTestDatabase({ logger: queryLogger });
  const clock = new TestClock(new Date());
  const config = {
    sessionSecret: randomBytes(32).toString("hex"),
    secureCookies: false,
    trustProxy: false,
    encryptionKey: randomBytes(32),
    appUrl: "http://localhost:5000",
    ...configOverrides,
  };
  const app = await buildApp({
    ...deps,
    config,
    db: database.db,
    clock,
  });
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    sessionSecret: config.sessionSecret,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
