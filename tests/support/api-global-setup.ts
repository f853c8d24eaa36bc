import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedDump } from "../../src/server/db/initial-database";

/** Migrates one PGlite database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-api-"));
  const snapshot = path.join(folder, "migrated.tar.gz");
  const dump = await createMigratedDump();
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
