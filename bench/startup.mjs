// npm run bench:startup — time from starting the built server to its first served request,
// on the embedded database, after the first start has created DATA_DIR. Prints the figures.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.env.RUNS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), "certminder-bench-"));
const port = 5400 + Math.floor(Math.random() * 500);

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let health = 0;
  let page = 0;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) {
        health = performance.now() - started;
        const html = await fetch(`http://127.0.0.1:${port}/auth`);
        if (!html.ok) throw new Error(`GET /auth answered ${html.status}`);
        page = performance.now() - started;
        break;
      }
    } catch (error) {
      if (String(error).includes("answered")) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill("SIGTERM");
  await exited;
  return { health, page };
}

const first = await startOnce();
console.log(`first start (creates the database): ${first.health.toFixed(0)} ms to /api/health`);
const timings = [];
for (let i = 0; i < runs; i++) timings.push(await startOnce());
rmSync(dataDir, { recursive: true, force: true });
const sorted = timings.map((t) => t.page).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`restart, first served page (median of ${runs}): ${median.toFixed(0)} ms`);
console.log(`restart, all runs: ${sorted.map((t) => t.toFixed(0)).join(", ")} ms`);
