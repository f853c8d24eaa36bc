import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../../src/server/db/migrate";
import { type Database, embeddedDataDir, openDatabase } from "../../src/server/db/open";
import { type ServerProcess, startServer } from "../../tests/support/server-process";

export type BenchServer<Seeded> = {
  server: ServerProcess;
  engine: "pglite" | "postgres";
  /** The PostgreSQL database's URL; undefined on the embedded database. */
  databaseUrl: string | undefined;
  /** What `seed` answered. */
  seeded: Seeded;
  /** Stops the server and removes its data: the data folder, or the PostgreSQL database. */
  stop(): Promise<void>;
};

/**
 * The built server (`node dist/server/main.js`, started as `npm start` would) on a database
 * of its own: the embedded one in a new DATA_DIR, or, when BENCH_DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped afterwards. `seed` fills the migrated database
 * before the server opens it; sessions it stores are signed with the server's secret.
 */
export async function startBenchServer<Seeded>({
  seed,
  env = {},
}: {
  seed: (db: Database, server: { sessionSecret: string }) => Promise<Seeded>;
  env?: Record<string, string>;
}): Promise<BenchServer<Seeded>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-bench-"));
  const postgres = process.env.BENCH_DATABASE_URL
    ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const handle = await openDatabase(
    postgres ? { databaseUrl: postgres.url } : { dataDir: embeddedDataDir(dataDir) },
  );
  const sessionSecret = randomBytes(32).toString("hex");
  let seeded: Seeded;
  try {
    await migrate(handle.db);
    seeded = await seed(handle.db, { sessionSecret });
  } finally {
    await handle.close();
  }
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SESSION_SECRET: sessionSecret,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  return {
    server,
    engine: postgres ? "postgres" : "pglite",
    databaseUrl: postgres?.url,
    seeded,
    stop: async () => {
      await server.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the server of `url`; `drop` removes it once nothing uses it. */
async function createPostgresDatabase(url: string) {
  const name = `cm_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await admin.db.execute(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}
