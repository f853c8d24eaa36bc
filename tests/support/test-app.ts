import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach } from "vitest";
import { type AppDeps, buildApp } from "../../src/server/app";
import { defaultPaymentSettings } from "../../src/server/config";
import { setUpResource } from "./set-up-resource";
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

/** What tests see of an app that setUpTestApp opens and closes for them. */
export type TestAppHandle = Omit<TestApp, "close">;

export type TestAppOptions = Partial<Omit<AppDeps, "db" | "clock" | "config">> & {
  config?: Partial<AppDeps["config"]>;
  configure?: (app: FastifyInstance) => void;
  /** Sees every query sent to the database, e.g. to count the queries of one request. */
  queryLogger?: Logger;
};

/**
 * The real app on a fresh test database, with a clock the test controls. The caller closes
 * it; a test file's app comes from setUpTestApp, which does that itself.
 */
export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const { configure, config: configOverrides, queryLogger, ...deps } = overrides;
  const database = await openTestDatabase({ logger: queryLogger });
  const clock = new TestClock(new Date());
  const config = {
    sessionSecret: randomBytes(32).toString("hex"),
    secureCookies: false,
    trustProxy: false,
    encryptionKey: randomBytes(32),
    appUrl: "http://localhost:5000",
    stripe: undefined,
    inboundMail: {},
    ...defaultPaymentSettings,
    ...configOverrides,
  };
  const app = await buildApp({
    ...deps,
    config,
    db: database.db,
    clock,
  });
  try {
    configure?.(app);
    await app.ready();
  } catch (error) {
    // An app that cannot start leaves no database (or PostgreSQL schema) behind.
    await app.close();
    await database.close();
    throw error;
  }
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

export type SetUpTestAppOptions = TestAppOptions & {
  /** Where the clock stands at the start of every test. */
  now?: Date | string;
};

/**
 * The app for the tests of this file (or describe): call it at the top level. It registers
 * the hooks that create the app before the tests (and before the file's own beforeAll hooks)
 * and close it after them, and, given `now`, sets the clock there before each test. Options
 * that need another resource open first (a directory to serve) can be given as a function,
 * called when the app is created.
 */
export function setUpTestApp(
  options: SetUpTestAppOptions | (() => Promise<SetUpTestAppOptions>) = {},
): TestAppHandle {
  let now: SetUpTestAppOptions["now"];
  const t = setUpResource(
    "The test app",
    async () => {
      const { now: start, ...overrides } =
        typeof options === "function" ? await options() : options;
      now = start;
      return createTestApp(overrides);
    },
    (app) => app.close(),
  );
  beforeEach(() => {
    if (now !== undefined) t.clock.set(now);
  });
  return t;
}
