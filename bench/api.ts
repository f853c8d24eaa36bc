// npm run bench:api — the API's throughput against the floor of its stack (issue 17), in one
// run on this machine: `wrk -t1 -c32 -d8s` (Debian's wrk) against the built app on PostgreSQL
// and on the embedded PGlite, each seeded with 1,000 signed-in users holding 20 certifications,
// for GET /api/certifications?pageSize=20, /api/dashboard, /api/user, the main chunk, a small
// hashed chunk and the page (`/`) (all with the session cookie and, as a browser sends it,
// `Accept-Encoding: br, gzip`), and against a minimal reference server
// (bench/reference-server.mjs: Fastify and a `pg` pool of 10, a session lookup by id and a
// 20-row select) on the same PostgreSQL database, and bare Fastify answering `{}`
// (bench/bare-fastify-server.mjs: the ceiling of any Fastify answer on this machine). Prints
// req/s, p50 and p99, and the ratio of each PostgreSQL figure to the reference. The app trusts
// X-Forwarded-For (TRUST_PROXY), and every request names a random client address in it, as a
// load balancer would, so the general per-address limit does not answer for the app. Last, per
// engine, the list is loaded for RSS_DURATION (default 60 s) and the server's resident memory
// (VmRSS) is read, against the goal (200 MB on PostgreSQL, 450 MB on PGlite).
// BENCH_DATABASE_URL (default the local server) is where PostgreSQL databases of its own are
// created and dropped; DURATION (default 8 s) and CONNECTIONS (default 32) change the load.
// Every measured row follows WARMUP (default 2 s, "0s" for none) of the same requests, not
// counted: a server in service has its statements prepared and its code compiled.
// Not part of the tests.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { systemClock } from "../src/server/clock";
import type { Database } from "../src/server/db/open";
import { certifications, users } from "../src/server/db/schema";
import { signInAs } from "../tests/support/factories";
import { freePort } from "../tests/support/server-process";
import { type BenchServer, startBenchServer } from "./support/bench-server";

const duration = process.env.DURATION ?? "8s";
const rssDuration = process.env.RSS_DURATION ?? "60s";
const connections = process.env.CONNECTIONS ?? "32";
const warmup = process.env.WARMUP ?? "2s";
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Result = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: string };

if (spawnSync("wrk", ["--version"]).error) {
  console.error("wrk is not installed: apt-get install -y wrk (Debian's package).");
  process.exit(1);
}

/**
 * The signed-in people of the run: each request is one of theirs, since the API allows one
 * user 1,000 requests a minute and a run sends tens of thousands.
 */
const userCount = 1_000;

/** `userCount` users with 20 certifications and a session each; answers their session cookies. */
async function seed(db: Database, { sessionSecret }: { sessionSecret: string }) {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, index) => ({
        username: `bench_api_${index}`,
        password: "x",
        email: `bench_api_${index}@example.com`,
      })),
    )
    .returning({ id: users.id });
  const rows = created.flatMap((user) =>
    Array.from({ length: 20 }, (_, index) => ({
      userId: user.id,
      name: `Certification ${String(index + 1).padStart(2, "0")}`,
      provider: "State Board",
      expirationDate: `2028-0${(index % 9) + 1}-15`,
      creditsRequired: 30,
    })),
  );
  // In batches: one statement's parameters are limited to 65,535.
  for (let start = 0; start < rows.length; start += 2_000) {
    await db.insert(certifications).values(rows.slice(start, start + 2_000));
  }
  const cookies: string[] = [];
  for (const user of created) {
    cookies.push(await signInAs({ db, sessionSecret, clock: systemClock }, user.id));
  }
  return { cookies };
}

/**
 * A wrk script sending one of the session cookies, a random client address and a browser's
 * Accept-Encoding each request.
 */
async function wrkScript(folder: string, cookies: string[]): Promise<string> {
  const file = path.join(folder, "request.lua");
  await writeFile(
    file,
    `math.randomseed(os.time())
local cookies = { ${cookies.map((cookie) => JSON.stringify(cookie)).join(", ")} }
request = function()
  local address = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  local cookie = cookies[math.random(1, #cookies)]
  return wrk.format("GET", nil, { ["Cookie"] = cookie, ["X-Forwarded-For"] = address, ["Accept-Encoding"] = "br, gzip" })
end
`,
  );
  return file;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function runWrk(name: string, url: string, script: string, length = duration): Result {
  const run = spawnSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${length}`, "--latency", "-s", script, url],
    { encoding: "utf8" },
  );
  const out = run.stdout;
  const latency = (share: string) => {
    const [, value, unit] = out.match(new RegExp(`\\s${share}%\\s+([\\d.]+)(us|ms|s)`)) ?? [];
    return value && unit ? Number(value) * (unitMs[unit] ?? Number.NaN) : Number.NaN;
  };
  const non2xx = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1];
  const socket = out.match(/Socket errors: ([^\n]+)/)?.[1];
  return {
    name,
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN),
    p50: latency("50"),
    p99: latency("99"),
    errors: [non2xx ? `${non2xx} non-2xx` : "", socket ? `socket ${socket}` : ""]
      .filter(Boolean)
      .join(", "),
  };
}

/** A measured row, after the warm-up of the same requests. */
function measure(name: string, url: string, script: string): Result {
  if (!/^0+s?$/.test(warmup)) runWrk(`${name} (warm-up)`, url, script, warmup);
  return runWrk(name, url, script);
}

async function startReference(databaseUrl: string, server = "bench/reference-server.mjs") {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => {
      if (line.startsWith("listening ")) resolve(line.slice("listening ".length));
    });
    child.on("exit", (code) => reject(new Error(`the reference server ended (${code})`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

const assets = readdirSync("dist/web/assets").sort();
const asset = assets.find((name) => /^index-.*\.js$/.test(name));
if (!asset) throw new Error("no dist/web/assets/index-*.js: build first (npm run build)");
/** A small chunk, as most of a page's requests are: the first of 2–8 KB, compressed. */
const smallAsset = assets.find((name) => {
  const size = statSync(`dist/web/assets/${name}`).size;
  return name.endsWith(".js") && size >= 2048 && size <= 8192 && assets.includes(`${name}.br`);
});
if (!smallAsset) throw new Error("no compressed chunk of 2–8 KB in dist/web/assets");
const folder = await mkdtemp(path.join(tmpdir(), "certminder-bench-api-"));
const results: Result[] = [];
const env = { TRUST_PROXY: "true" };

/** The resident memory of a process, in MB (Linux: VmRSS in /proc/<pid>/status). */
function residentMb(pid: number): number {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

type Memory = { engine: string; load: Result; rssMb: number; goalMb: number };
const memory: Memory[] = [];

/** The list under load for RSS_DURATION, then the server's resident memory. */
async function measureMemory(
  server: BenchServer<{ cookies: string[] }>,
  engine: string,
  goalMb: number,
) {
  const script = await wrkScript(folder, server.seeded.cookies);
  const url = `${server.server.url}/api/certifications?pageSize=20`;
  const load = runWrk(`${engine}: list for ${rssDuration}`, url, script, rssDuration);
  memory.push({ engine, load, rssMb: residentMb(server.server.pid), goalMb });
}

async function measureApp(server: BenchServer<{ cookies: string[] }>, label: string) {
  const script = await wrkScript(folder, server.seeded.cookies);
  const base = server.server.url;
  results.push(
    measure(
      `${label}: GET /api/certifications?pageSize=20`,
      `${base}/api/certifications?pageSize=20`,
      script,
    ),
    measure(`${label}: GET /api/dashboard`, `${base}/api/dashboard`, script),
    measure(`${label}: GET /api/user`, `${base}/api/user`, script),
    measure(`${label}: GET /assets/${asset}`, `${base}/assets/${asset}`, script),
    measure(`${label}: GET /assets/${smallAsset}`, `${base}/assets/${smallAsset}`, script),
    measure(`${label}: GET / (index.html)`, `${base}/`, script),
  );
}

try {
  process.env.BENCH_DATABASE_URL = postgresUrl;
  const onPostgres = await startBenchServer({ seed, env });
  try {
    await measureApp(onPostgres, "PostgreSQL");
    const reference = await startReference(onPostgres.databaseUrl ?? postgresUrl);
    try {
      const script = await wrkScript(folder, onPostgres.seeded.cookies);
      results.push(
        measure("reference (Fastify + pg)", `${reference.url}/api/certifications`, script),
      );
    } finally {
      reference.stop();
    }
    const bare = await startReference(postgresUrl, "bench/bare-fastify-server.mjs");
    try {
      const script = await wrkScript(folder, onPostgres.seeded.cookies);
      results.push(measure("bare Fastify, GET / answering {}", `${bare.url}/`, script));
    } finally {
      bare.stop();
    }
    await measureMemory(onPostgres, "PostgreSQL", 200);
  } finally {
    await onPostgres.stop();
  }
  delete process.env.BENCH_DATABASE_URL;
  const onPglite = await startBenchServer({ seed, env });
  try {
    await measureApp(onPglite, "PGlite");
    await measureMemory(onPglite, "PGlite", 450);
  } finally {
    await onPglite.stop();
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

const reference = results.find((result) => result.name.startsWith("reference"));
console.log(`\nwrk -t1 -c${connections} -d${duration}, one run, ${new Date().toISOString()}`);
console.log(
  `${"request".padEnd(58)} ${"req/s".padStart(9)} ${"p50".padStart(9)} ${"p99".padStart(9)}  ratio to reference`,
);
for (const result of results) {
  const ratio =
    reference && result.name.startsWith("PostgreSQL")
      ? (result.requestsPerSecond / reference.requestsPerSecond).toFixed(2)
      : "";
  console.log(
    `${result.name.padEnd(58)} ${result.requestsPerSecond.toFixed(0).padStart(9)} ${`${result.p50.toFixed(1)} ms`.padStart(9)} ${`${result.p99.toFixed(1)} ms`.padStart(9)}  ${ratio}${result.errors ? `  (${result.errors})` : ""}`,
  );
}
const smallAssetRates = results
  .filter((result) => result.name.endsWith(`/assets/${smallAsset}`))
  .map((result) => `${result.name.split(":")[0]} ${result.requestsPerSecond.toFixed(0)}`);
console.log(
  `\ngoal: a static asset with a session cookie at 15,000 req/s or more: ${smallAssetRates.join(", ")}`,
);

console.log(
  `\nresident memory after the list under load (wrk -t1 -c${connections} -d${rssDuration})`,
);
for (const { engine, load, rssMb, goalMb } of memory) {
  console.log(
    `${engine.padEnd(12)} ${`${rssMb.toFixed(0)} MB`.padStart(8)}  goal ≤ ${goalMb} MB ${rssMb <= goalMb ? "met" : "NOT met"}  (${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99.toFixed(1)} ms${load.errors ? `, ${load.errors}` : ""})`,
  );
}
