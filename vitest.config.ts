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
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/support/api-global-setup.ts"],
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-postgres",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["src/common/zod-without-eval.ts", "tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
          // A page's chunk and data can take seconds on a loaded machine; a user would wait.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
