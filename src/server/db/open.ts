import path from "node:path";
import type { Logger, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { DatabaseAvailability } from "./database-availability";
import { DatabaseUnavailableError } from "./database-unavailable";
import { EmbeddedDatabase } from "./embedded-database";
import { PostgresPool } from "./postgres-pool";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  /** Whether the database can answer now; queries are refused at once while it cannot. */
  availability: DatabaseAvailability;
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
    const pool = new PostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    try {
      await pool.query("select 1");
    } catch (error) {
      await pool.close();
      // Start-up names the driver's reason (refused, unknown database, wrong password).
      throw error instanceof DatabaseUnavailableError ? (error.cause ?? error) : error;
    }
    return {
      db: drizzlePg(pool, { schema, casing: "snake_case", logger: options.logger }),
      engine: "postgres",
      availability: pool.availability,
      close: () => pool.close(),
    };
  }
  const client = await EmbeddedDatabase.open({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  return {
    db: drizzlePglite(client, { schema, casing: "snake_case", logger: options.logger }),
    engine: "pglite",
    availability: client.availability,
    // Inside a transaction of its own, the copy waits for the open ones and holds off the next.
    dumpDataDir: () => client.transaction(() => client.dumpDataDir("none")),
    close: async () => {
      client.availability.close();
      // An engine that failed may have closed already; there is nothing left to close then.
      if (!client.closed) await client.close();
    },
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
