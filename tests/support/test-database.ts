import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Logger } from "drizzle-orm";
import { inject } from "vitest";
import { migrate } from "../../src/server/db/migrate";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/open";
import { setUpResource } from "./set-up-resource";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a dump of a migrated PGlite database, made once per run by the global setup. */
    pgliteSnapshot: string;
  }
}

export type TestEngine = "pglite" | "postgres";

export function testEngine(): TestEngine {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
  return url;
}

export type TestDatabase = DatabaseHandle & {
  /** The PostgreSQL schema holding this database's tables (postgres only). */
  schema?: string;
};

/**
 * An empty database (no tables) for migration tests: a new in-memory PGlite, or a new
 * PostgreSQL schema. On PostgreSQL, `connect` opens another pool on the same schema, as a
 * second app instance would.
 */
export async function openEmptyTestDatabase(): Promise<
  TestDatabase & { connect(): Promise<DatabaseHandle> }
> {
  if (testEngine() === "pglite") {
    const handle = await openDatabase({ dataDir: undefined });
    return { ...handle, connect: async () => ({ ...handle, close: async () => {} }) };
  }
  const url = testDatabaseUrl();
  const schema = await createSchema(url);
  const handle = await openDatabase({ databaseUrl: url, searchPath: schema });
  return {
    ...handle,
    schema,
    connect: () => openDatabase({ databaseUrl: url, searchPath: schema }),
    close: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
}

async function createSchema(url: string): Promise<string> {
  const schema = `cm_test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(`create schema ${schema}`);
  await admin.close();
  return schema;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(`drop schema if exists ${schema} cascade`);
  await admin.close();
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite copied from the run's
 * migrated snapshot, or a new PostgreSQL schema that is dropped when the file is done.
 * `logger` sees every query the database is sent.
 */
export async function openTestDatabase({
  logger,
}: {
  logger?: Logger;
} = {}): Promise<TestDatabase> {
  if (testEngine() === "pglite") {
    const dump = await readFile(inject("pgliteSnapshot"));
    return openDatabase({ dataDir: undefined, loadDataDir: new Blob([dump]), logger });
  }
  const url = testDatabaseUrl();
  const schema = await createSchema(url);
  const handle = await openDatabase({ databaseUrl: url, searchPath: schema, logger });
  await migrate(handle.db);
  return {
    ...handle,
    schema,
    close: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
}

/**
 * A fresh, migrated database (openTestDatabase) for the tests of this file or describe, for
 * tests that need no app: opened before them and closed after them by hooks it registers.
 */
export function setUpTestDatabase(): Omit<TestDatabase, "close"> {
  return setUpResource(
    "The test database",
    () => openTestDatabase(),
    (database) => database.close(),
  );
}
