// npm run bench:api — the API's throughput against the floor of its stack (issue 17), in one
// run on this machine: `wrk -t1 -c32 -d8s` (Debian's wrk) against the built app on PostgreSQL
// and on the embedded PGlite, each seeded with 200 signed-in users holding 20 certifications,
// for GET /api/certifications?pageSize=20, /api/dashboard, /api/user and a hashed static asset
// (all with the session cookie), and against a minimal reference server
// (bench/reference-server.mjs: Fastify and a `pg` pool of 10, a session lookup by id and a
// 20-row select) on the same PostgreSQL database. Prints req/s, p50 and p99, and the ratio of
// each PostgreSQL figure to the reference. The app trusts X-Forwarded-For (TRUST_PROXY), and
// every request names a random client address in it, as a load balancer would, so the general
// per-address limit does not answer for the app. BENCH_DATABASE_URL (default the local
// server) is where PostgreSQL databases of its own are created and dropped; DURATION (default
// 8 s) and CONNECTIONS (default 32) change the load. Not part of the tests.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
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
const connections = process.env.CONNECTIONS ?? "32";
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
const userCount = 200;

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
  await db.insert(certifications).values(
    created.flatMap((user) =>
      Array.from({ length: 20 }, (_, index) => ({
        userId: user.id,
        name: `Certification ${String(index + 1).padStart(2, "0")}`,
        provider: "State Board",
        expirationDate: `2028-0${(index % 9) + 1}-15`,
        creditsRequired: 30,
      })),
    ),
  );
  const cookies: string[] = [];
  for (const user of created) {
    cookies.push(await signInAs({ db, sessionSecret, clock: systemClock }, user.id));
  }
  return { cookies };
}

/** A wrk script sending one of the session cookies and a random client address each request. */
async function wrkScript(folder: string, cookies: string[]): Promise<string> {
  const file = path.join(folder, "request.lua");
  await writeFile(
    file,
    `math.randomseed(os.time())
local cookies = { ${cookies.map((cookie) => JSON.stringify(cookie)).join(", ")} }
request = function()
  local address = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  local cookie = cookies[math.random(1, #cookies)]
  return wrk.format("GET", nil, { ["Cookie"] = cookie, ["X-Forwarded-For"] = address })
end
`,
  );
  return file;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function runWrk(name: string, url: string, script: string): Result {
  const run = spawnSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${duration}`, "--latency", "-s", script, url],
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

async function startReference(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/reference-server.mjs"], {
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

const asset = readdirSync("dist/web/assets").find((name) => /^index-.*\.js$/.test(name));
if (!asset) throw new Error("no dist/web/assets/index-*.js: build first (npm run build)");
const folder = await mkdtemp(path.join(tmpdir(), "certminder-bench-api-"));
const results: Result[] = [];
const env = { TRUST_PROXY: "true" };

async function measureApp(server: BenchServer<{ cookies: string[] }>, label: string) {
  const script = await wrkScript(folder, server.seeded.cookies);
  const base = server.server.url;
  results.push(
    runWrk(
      `${label}: GET /api/certifications?pageSize=20`,
      `${base}/api/certifications?pageSize=20`,
      script,
    ),
    runWrk(`${label}: GET /api/dashboard`, `${base}/api/dashboard`, script),
    runWrk(`${label}: GET /api/user`, `${base}/api/user`, script),
    runWrk(`${label}: GET /assets/${asset}`, `${base}/assets/${asset}`, script),
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
        runWrk("reference (Fastify + pg)", `${reference.url}/api/certifications`, script),
      );
    } finally {
      reference.stop();
    }
  } finally {
    await onPostgres.stop();
  }
  delete process.env.BENCH_DATABASE_URL;
  const onPglite = await startBenchServer({ seed, env });
  try {
    await measureApp(onPglite, "PGlite");
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
