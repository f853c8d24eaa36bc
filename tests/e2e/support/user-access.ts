import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Makes an account administrator or premium with the operator command
 * (`npm run user:grant`), on the embedded database in `dataDir`; the server using that
 * directory must be stopped first.
 */
export function grantAccess(dataDir: string, username: string, access: "admin" | "premium") {
  const result = spawnSync(
    `${root}/node_modules/.bin/tsx`,
    ["src/server/db/user-access.ts", "grant", username, access],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`user:grant failed: ${result.stderr}${result.stdout}`);
}
