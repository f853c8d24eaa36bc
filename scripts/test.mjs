// npm test: lint, type-check, build, then Vitest over unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and end-to-end (when Chromium is found). A part that cannot run is
// named with its reason; with CI=true that is a failure.
//
// The end-to-end files run in a Vitest run of their own, beside the run of the unit and API
// files, which yields the cores to it (decision 055). At the end it prints the slowest files
// and the time of each project.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAll } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const ci = process.env.CI === "true";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const started = Date.now();

function step(title, command, args) {
  console.log(`\n› ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;

step("Lint (Biome)", bin("biome"), ["check", "."]);

const projects = ["unit", "api-pglite"];
const skipped = [];
if (process.env.TEST_DATABASE_URL) projects.push("api-postgres");
else
  skipped.push("api-postgres: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only");
const browser = existsSync(chromiumPath);
if (!browser)
  skipped.push(
    `e2e: no Chromium at ${chromiumPath} (set CHROMIUM_PATH or apt-get install chromium)`,
  );

for (const reason of skipped) console.log(`\n⚠ SKIPPED ${reason}`);
if (ci && skipped.length > 0) {
  console.error("\n✗ CI=true: every part must run, and the parts above were skipped.");
  process.exit(1);
}

// The type-check and the build each keep about one core busy: they run side by side.
console.log("\n› Type-check (tsc --noEmit), and beside it the build (the API process tests and");
console.log("  the e2e tests run the built server)");
const typeCheck = new Promise((resolve) => {
  const child = spawn(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"], {
    cwd: root,
    stdio: "inherit",
  });
  child.once("exit", (code) => resolve(code ?? 1));
});
await buildAll();
if ((await typeCheck) !== 0) {
  console.error("\n✗ Type-check (tsc --noEmit) failed");
  process.exit(1);
}

const timings = mkdtempSync(path.join(tmpdir(), "certminder-test-timings-"));
const extra = process.argv.slice(2);

/**
 * Runs Vitest over the projects; the lines of a run beside another are printed with its
 * label, so both can be followed. Resolves with the exit code and the run's time.
 */
function vitest(label, names, { labelled, workers, yielding = false }) {
  const args = ["run", ...names.flatMap((name) => ["--project", name])];
  if (workers) args.push(`--maxWorkers=${workers}`);
  // A file filter given to `npm test` may match files of one run only.
  if (extra.length > 0) args.push("--passWithNoTests");
  // A yielding run is niced: its workers take the cores whenever the run beside it waits.
  const [command, commandArgs] = yielding
    ? ["nice", ["-n", "10", bin("vitest"), ...args, ...extra]]
    : [bin("vitest"), [...args, ...extra]];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, TEST_TIMINGS_FILE: path.join(timings, `${label}.jsonl`) },
    stdio: labelled ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (labelled) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) console.log(`${label} │ ${line}`);
      });
      stream.on("end", () => rest && console.log(`${label} │ ${rest}`));
    }
  }
  const began = Date.now();
  return new Promise((resolve) =>
    child.once("exit", (code, signal) =>
      resolve({ label, code: code ?? (signal ? 1 : 0), time: Date.now() - began }),
    ),
  );
}

const runs = [];
const cores = availableParallelism();
console.log(`\n› Vitest: ${projects.join(", ")}${browser ? ", and e2e beside them" : ""}`);
// The e2e run is a chain of waits (a page, its server, the next click): behind the API
// workers it would wait for a core at every step, so the unit and API run yields to it.
runs.push(vitest("unit+api", projects, { labelled: false, workers: cores, yielding: browser }));
// A file's chain of waits leaves a core idle at times; a second file takes it.
if (browser) runs.push(vitest("e2e", ["e2e"], { labelled: true, workers: cores }));
const results = await Promise.all(runs);

printTimings();
rmSync(timings, { recursive: true, force: true });
for (const { label, code, time } of results) {
  console.log(`${code === 0 ? "✓" : "✗"} ${label}: ${seconds(time)}`);
}
console.log(`npm test took ${seconds(Date.now() - started)} in all.`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);

/**
 * The 15 slowest files, the 10 tests nearest their timeout, then each project's files, tests
 * and summed file time.
 */
function printTimings() {
  const files = [];
  for (const { label } of results) {
    const file = path.join(timings, `${label}.jsonl`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line) files.push(JSON.parse(line));
    }
  }
  if (files.length === 0) return;
  files.sort((a, b) => b.milliseconds - a.milliseconds);
  console.log("\n› The 15 slowest test files");
  for (const { project, file, tests, milliseconds } of files.slice(0, 15)) {
    console.log(`  ${seconds(milliseconds).padStart(8)}  ${project.padEnd(12)} ${file} (${tests})`);
  }
  // A test near its timeout fails on a busier machine: these are the first to look at.
  const tests = files.flatMap(({ project, file, closest = [] }) =>
    closest.map((test) => ({ project, file, ...test })),
  );
  tests.sort((a, b) => b.milliseconds / b.timeout - a.milliseconds / a.timeout);
  console.log("\n› The 10 tests closest to their timeout");
  for (const { project, file, name, milliseconds, timeout } of tests.slice(0, 10)) {
    const share = `${Math.round((100 * milliseconds) / timeout)}%`.padStart(4);
    console.log(
      `  ${share} of ${seconds(timeout).padEnd(7)} ${seconds(milliseconds).padStart(8)}  ${project.padEnd(12)} ${file} › ${name}`,
    );
  }
  console.log("\n› Each project (time summed over its files)");
  const byProject = new Map();
  for (const { project, tests, milliseconds } of files) {
    const total = byProject.get(project) ?? { files: 0, tests: 0, milliseconds: 0 };
    byProject.set(project, {
      files: total.files + 1,
      tests: total.tests + tests,
      milliseconds: total.milliseconds + milliseconds,
    });
  }
  for (const [project, total] of byProject) {
    console.log(
      `  ${project.padEnd(12)} ${String(total.files).padStart(4)} files ${String(total.tests).padStart(5)} tests ${seconds(total.milliseconds).padStart(9)}`,
    );
  }
  console.log("");
}
