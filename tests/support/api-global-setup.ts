import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedDump } from "../../src/server/db/initial-database";

/**
 * Migrates one PGlite database per run; every test file starts from a copy of it, kept
 * uncompressed because it is opened once per file.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-api-"));
  const snapshot = path.join(folder, "migrated.tar");
  const dump = await createMigratedDump("none");
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
