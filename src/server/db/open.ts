import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Logger, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  /**
   * The embedded database's files as an uncompressed tar, copied while no transaction is
   * open, so it holds every committed transaction and nothing half-done (PGlite only).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** Sees every query drizzle sends (tests count the queries of one request with it). */
  logger?: Logger;
} & (
  | {
      /** postgres:// URL; the schema in search_path receives the tables (default public). */
      databaseUrl: string;
      searchPath?: string;
      poolSize?: number;
    }
  | {
      /** PGlite data directory; undefined keeps the database in memory. */
      dataDir: string | undefined;
      /** A dump of an already migrated database to start from (tests copy one per file). */
      loadDataDir?: Blob;
    }
);

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    await pool.query("select 1");
    return {
      db: drizzlePg(pool, { schema, casing: "snake_case", logger: options.logger }),
      engine: "postgres",
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  return {
    db: drizzlePglite(client, { schema, casing: "snake_case", logger: options.logger }),
    engine: "pglite",
    // Inside a transaction of its own, the copy waits for the open ones and holds off the next.
    dumpDataDir: () => client.transaction(() => client.dumpDataDir("none")),
    close: () => client.close(),
  };
}

/** The embedded database lives in DATA_DIR/db. */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
