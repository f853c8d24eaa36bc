import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@common": fileURLToPath(new URL("./src/common", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};

/**
 * Projects: unit (pure rules and the web client), api on PGlite, api on PostgreSQL
 * (only when TEST_DATABASE_URL is set), and e2e in Chromium. scripts/test.mjs picks
 * which of them run and says why any is left out.
 */
export default defineConfig({
  test: {
    // scripts/test.mjs prints the slowest files and each project's time from these.
    reporters: ["default", "./tests/support/timings-reporter.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          // A hang's guard: a few tests start worker threads from the sources (compiled on the
          // way) or load WebAssembly, seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Files share a worker's modules (the server's code, PGlite's compiled WASM) instead
          // of importing them again each; every file still starts its own app and database.
          isolate: false,
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/support/api-global-setup.ts"],
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          // Timeouts only catch a hang: beside the e2e run, the slowest tests take up to half
          // of a minute here, so these leave room for a machine twice as slow.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-postgres",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          isolate: false,
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          // Timeouts only catch a hang: beside the e2e run, the slowest tests take up to half
          // of a minute here, so these leave room for a machine twice as slow.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          // Two files at a time on two cores (scripts/test.mjs), each worker importing
          // Playwright and the helpers once; every file has its own Chromium and server.
          isolate: false,
          // A page's chunk and data can take seconds on a loaded machine; a user would wait.
          expect: { poll: { timeout: 5_000 } },
          // As for the API: a hang's guard, for a machine twice as slow as usual.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
