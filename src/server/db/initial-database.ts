import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { embeddedExtensions } from "./embedded-database";
import { migrate } from "./migrate";

/**
 * An empty, migrated embedded database made by the build (dist/server). Creating a PGlite
 * database from nothing takes seconds; unpacking this one takes under one, so even the very
 * first start is quick.
 */
export const initialDatabaseFile = fileURLToPath(
  new URL("./initial-database.tar.gz", import.meta.url),
);

/**
 * A dump of a new PGlite database with every migration applied: gzipped to be shipped, or
 * uncompressed (eight times larger) to be opened many times, a third cheaper each time.
 */
export async function createMigratedDump(compression: "gzip" | "none" = "gzip"): Promise<Blob> {
  const client = await PGlite.create({ extensions: embeddedExtensions });
  try {
    await migrate(drizzle(client));
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}

/** The dump to start a new embedded database from, when there is no database there yet. */
export async function initialDumpFor(dataDir: string): Promise<Blob | undefined> {
  if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(initialDatabaseFile)) {
    return undefined;
  }
  return new Blob([await readFile(initialDatabaseFile)]);
}
