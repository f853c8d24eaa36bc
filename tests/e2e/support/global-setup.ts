import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilt, startServer } from "../../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server under test listens. */
    baseUrl: string;
  }
}

/** Starts the built app once for the e2e run, on the embedded database in a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-e2e-"));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
