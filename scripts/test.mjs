// npm test: lint, type-check, then one Vitest run over unit, API (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set) and end-to-end (when Chromium is found). A part that
// cannot run is named with its reason; with CI=true that is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildAll } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const ci = process.env.CI === "true";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function step(title, command, args) {
  console.log(`\n› ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;

step("Lint (Biome)", bin("biome"), ["check", "."]);
step("Type-check (tsc --noEmit)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);

const projects = ["unit", "api-pglite"];
const skipped = [];
if (process.env.TEST_DATABASE_URL) projects.push("api-postgres");
else
  skipped.push("api-postgres: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only");
if (existsSync(chromiumPath)) projects.push("e2e");
else
  skipped.push(
    `e2e: no Chromium at ${chromiumPath} (set CHROMIUM_PATH or apt-get install chromium)`,
  );

for (const reason of skipped) console.log(`\n⚠ SKIPPED ${reason}`);
if (ci && skipped.length > 0) {
  console.error("\n✗ CI=true: every part must run, and the parts above were skipped.");
  process.exit(1);
}

console.log("\n› Build (the API durability test and the e2e tests run the built server)");
await buildAll();

console.log(`\n› Vitest: ${projects.join(", ")}`);
const extra = process.argv.slice(2);
const vitest = spawnSync(
  bin("vitest"),
  ["run", ...projects.flatMap((name) => ["--project", name]), ...extra],
  { cwd: root, stdio: "inherit" },
);
process.exit(vitest.status ?? 1);
