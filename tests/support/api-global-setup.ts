import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../../src/server/db/migrate";

/** Migrates one PGlite database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-api-"));
  const snapshot = path.join(folder, "migrated.tar.gz");
  const client = await PGlite.create();
  await migrate(drizzle(client));
  const dump = await client.dumpDataDir("gzip");
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshot", snapshot);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
