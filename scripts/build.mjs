// Builds the web app (Vite) into dist/web, with brotli and gzip versions of its text files,
// and the server (esbuild) into dist/server.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { precompressFolder } from "./precompress.mjs";

const root = new URL("..", import.meta.url);
const at = (path) => new URL(path, root).pathname;

export async function buildAll() {
  execFileSync(
    process.execPath,
    [at("node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: at("."),
      stdio: "inherit",
    },
  );
  await precompressFolder(at("dist/web"));
  rmSync(at("dist/server"), { recursive: true, force: true });
  await build({
    entryPoints: [
      at("src/server/main.ts"),
      at("src/server/db/write-initial-database.ts"),
      // Started by the planner as a worker thread, from beside main.js.
      at("src/server/features/planner/plan-solver-worker.ts"),
    ],
    outdir: at("dist/server"),
    entryNames: "[name]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    tsconfig: at("tsconfig.json"),
  });
  cpSync(at("src/server/db/migrations"), at("dist/server/migrations"), { recursive: true });
  cpSync(at("src/server/features/requirement-library/rules"), at("dist/server/rules"), {
    recursive: true,
  });
  execFileSync(process.execPath, [at("dist/server/write-initial-database.js")], {
    stdio: "inherit",
  });
  writeFileSync(at("dist/.build-stamp"), `${new Date().toISOString()}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
  console.log("Built dist/web and dist/server.");
}
