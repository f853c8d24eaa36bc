import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { ensureBuilt, startServer } from "../../support/server-process";
import { chromiumLaunchOptions } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server under test listens. */
    baseUrl: string;
    /** Where the files connect to the one Chromium of the run. */
    chromiumEndpoint: string;
  }
}

/**
 * Starts the built app once for the e2e run, on the embedded database in a fresh DATA_DIR, and
 * one Chromium that every file connects to (launching it takes longer than most tests).
 */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-e2e-"));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  project.provide("baseUrl", server.url);
  const browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide("chromiumEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
