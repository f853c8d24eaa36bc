// npm run bench:admin — the administrator area's reads at the size of a large installation
// (issue 16, "Measured"): on PostgreSQL with 100,000 users, 1,000,000 certifications and
// 1,000,000 auth log rows, each request of `requests` below must answer in under 100 ms.
//
// How (decision record "admin benchmark"):
// 1. A database of its own, `certminder_bench_admin`, created (dropped first if a run left it)
//    on the PostgreSQL server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//    migrated, seeded set-wise with generate_series (bench/support/admin-seed.ts), then
//    VACUUM ANALYZEd once the server's start-up jobs are done, as autovacuum would leave it.
// 2. Timing: the built server (`node dist/server/main.js`, as `npm start`) on that database,
//    once its start-up jobs (the reminder sweep over a million certifications) have finished.
//    A seeded administrator is signed in (a session row) with a live admin session
//    (openAdminSession, as POST /api/admin/login opens one); each request is sent over HTTP
//    WARMUP times, then RUNS times (default 20); p50, p95 and max are printed, and "ok" when the
//    p95 is under 100 ms, else "OVER 100 ms". GET /api/admin/session, the cheapest admin
//    request (the access checks alone), is the floor: on a busy machine every figure rises
//    with it. A request answering 404 (its endpoint not built yet) prints "not available".
// 3. Plans: the same requests once more through the app in-process (buildApp, the same code),
//    whose database logger records the statements each request sends; every read among them is
//    run again under EXPLAIN (ANALYZE, BUFFERS), printing the indexes it uses and flagging any
//    sequential scan of a table over 10,000 rows. Statements every admin request sends (the
//    session and admin-session checks) are explained once, under the floor.
// BENCH_SCALE (default 1) scales every row count, for a quick check of the harness;
// BENCH_KEEP_DATABASE=true keeps the database afterwards. Not part of the tests.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminSessionHeader } from "@common/access";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { defaultPaymentSettings } from "../src/server/config";
import { migrate } from "../src/server/db/migrate";
import { type Database, openDatabase, queryRows } from "../src/server/db/open";
import { adminCredentials } from "../src/server/db/schema";
import { openAdminSession } from "../src/server/security/admin-sessions";
import { loginSessionIdOf, signInAs } from "../tests/support/factories";
import { startServer } from "../tests/support/server-process";
import { type AdminBenchData, adminBenchSize, seedAdminBench } from "./support/admin-seed";
import { figuresOf, ms } from "./support/figures";
import { HttpCaller } from "./support/http-caller";
import { type CapturedQuery, isRead, PlanExplainer, QueryRecorder } from "./support/query-plans";

/** BENCH_SCALE: every seeded count times this (1 is the size). */
const scale = Number(process.env.BENCH_SCALE ?? 1);

/** One request measured: what it is, and the URL (path and query) it sends. */
type BenchRequest = { name: string; url: string };

/** The floor: the cheapest admin request, the access checks and little else. */
const floor: BenchRequest = { name: "floor: admin session", url: "/api/admin/session" };

const certificationSorts = [
  "holder",
  "name",
  "provider",
  "expiration",
  "reportingPeriodEnd",
  "creditsEarned",
  "creditsRequired",
  "status",
];

/** The instant `days` days before now, as the auth log's `from` and `to` take it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The requests measured, in order, with the query parameters of the endpoints as built (auth
 * logs: `ipAddress`, instants for `from`/`to`, `before` an entry id for an older page; optimized
 * view: `sort` and `direction`; users: `search`). Add one as a line; an endpoint not built on
 * the branch measured says "not available".
 */
const requests: BenchRequest[] = [
  floor,
  { name: "dashboard", url: "/api/admin/dashboard" },
  { name: "auth logs: newest page", url: "/api/admin/auth-logs" },
  { name: "auth logs: username", url: "/api/admin/auth-logs?username=user_004242" },
  { name: "auth logs: event type", url: "/api/admin/auth-logs?eventType=lockout" },
  { name: "auth logs: status", url: "/api/admin/auth-logs?status=failure" },
  { name: "auth logs: IP", url: "/api/admin/auth-logs?ipAddress=10.3.17.1" },
  {
    name: "auth logs: date range",
    url: `/api/admin/auth-logs?from=${daysAgo(30)}&to=${daysAgo(23)}`,
  },
  {
    name: "auth logs: all filters",
    url: `/api/admin/auth-logs?username=user_004242&eventType=login&status=success&ipAddress=10.3.17.1&from=${daysAgo(365)}&to=${daysAgo(0)}`,
  },
  {
    name: "auth logs: an older page",
    url: `/api/admin/auth-logs?before=${Math.round((adminBenchSize.authLogs * scale) / 2)}`,
  },
  ...certificationSorts.flatMap((sort) =>
    (["asc", "desc"] as const).map((direction) => ({
      name: `optimized view: ${sort} ${direction}`,
      url: `/api/admin/certifications?sort=${sort}&direction=${direction}`,
    })),
  ),
  { name: "users: search by name", url: "/api/admin/users?search=garcia" },
  { name: "users: search by username", url: "/api/admin/users?search=user_004242" },
  { name: "users: search by email", url: "/api/admin/users?search=user_004242%40example.com" },
  { name: "opportunity catalog", url: "/api/admin/opportunities" },
  { name: "opportunity catalog: search", url: "/api/admin/opportunities?search=ethics" },
  {
    name: "opportunity catalog: finished",
    url: "/api/admin/opportunities?status=finished&category=Taxation",
  },
  { name: "certification list (user route)", url: "/api/certifications" },
];

const limitMs = 100;
const runs = Number(process.env.RUNS ?? 20);
const warmup = Number(process.env.WARMUP ?? 3);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const keepDatabase = process.env.BENCH_KEEP_DATABASE === "true";
const databaseName = "certminder_bench_admin";
/** A table this large read whole is worth a look. */
const bigTableRows = 10_000;
/** The server allows 1,000 API requests a minute per user: the benchmark stays under it. */
const requestsPerMinute = 900;

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString("en-US");

function databaseUrlOf(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits until no other connection runs a statement on the database for 3 s in a row. */
async function waitUntilQuiet(db: Database): Promise<number> {
  const started = performance.now();
  let quietSince = performance.now();
  while (performance.now() - quietSince < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [busy] = await queryRows<{ busy: number }>(
      db,
      sql`select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
    );
    if ((busy?.busy ?? 0) > 0) quietSince = performance.now();
  }
  return performance.now() - started;
}

/** Keeps the requests sent within the server's per-user allowance, waiting when needed. */
class Pacer {
  private readonly sent: number[] = [];

  async next(): Promise<void> {
    const now = performance.now();
    while (this.sent.length > 0 && now - (this.sent[0] ?? now) > 60_000) this.sent.shift();
    if (this.sent.length >= requestsPerMinute) {
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (now - (this.sent[0] ?? now))));
    }
    this.sent.push(performance.now());
  }
}

type Timing =
  | { name: string; state: "measured"; p50: number; p95: number; max: number; bytes: number }
  | { name: string; state: "not available" }
  | { name: string; state: "refused"; status: number; body: string };

async function measure(caller: HttpCaller, pacer: Pacer, request: BenchRequest): Promise<Timing> {
  await pacer.next();
  const first = await caller.get(request.url);
  if (first.status === 404) return { name: request.name, state: "not available" };
  if (first.status !== 200) {
    return {
      name: request.name,
      state: "refused",
      status: first.status,
      body: first.text.slice(0, 200),
    };
  }
  for (let n = 1; n < warmup; n += 1) {
    await pacer.next();
    await caller.get(request.url);
  }
  const timings: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    await pacer.next();
    const answer = await caller.get(request.url);
    if (answer.status !== 200) {
      return { name: request.name, state: "refused", status: answer.status, body: answer.text };
    }
    timings.push(answer.ms);
  }
  const figures = figuresOf(timings);
  return {
    name: request.name,
    state: "measured",
    p50: figures.median,
    p95: figures.p95,
    max: figures.max,
    bytes: first.text.length,
  };
}

function printTimings(timings: Timing[]): void {
  const width = Math.max(...timings.map((timing) => timing.name.length));
  const floorTiming = timings.find((timing) => timing.name === floor.name);
  const floorP50 = floorTiming?.state === "measured" ? floorTiming.p50 : 0;
  console.log(
    `\nTimings over HTTP (${runs} runs after ${warmup} warm-up): p50, p95, max, p50 above the floor's`,
  );
  for (const timing of timings) {
    const name = timing.name.padEnd(width);
    if (timing.state === "not available") console.log(`  ${name}  not available`);
    else if (timing.state === "refused")
      console.log(`  ${name}  answered ${timing.status}: ${timing.body}`);
    else {
      const verdict = timing.p95 < limitMs ? "ok" : `OVER ${limitMs} ms`;
      const above = timing.p50 - floorP50;
      const figures = [timing.p50, timing.p95, timing.max, above].map((value) =>
        ms(value).padStart(10),
      );
      console.log(`  ${name}  ${figures.join(" ")}  ${verdict}  (${count(timing.bytes)} bytes)`);
    }
  }
}

/** The app in-process on the bench database, recording the statements each request sends. */
async function capturePlans(
  databaseUrl: string,
  sessionSecret: string,
  headers: Record<string, string>,
  measured: Set<string>,
): Promise<void> {
  const recorder = new QueryRecorder();
  const handle = await openDatabase({ databaseUrl, logger: recorder, poolSize: 2 });
  const app = await buildApp({
    config: {
      sessionSecret,
      secureCookies: false,
      trustProxy: false,
      encryptionKey: randomBytes(32),
      appUrl: "http://localhost:5000",
      stripe: undefined,
      inboundMail: {},
      ...defaultPaymentSettings,
    },
    db: handle.db,
    clock: systemClock,
  });
  await app.ready();
  const explainer = new PlanExplainer(databaseUrl);
  const everyRequest = new Set<string>();
  try {
    console.log("\nQuery plans (EXPLAIN ANALYZE of each read a request sends):");
    for (const request of requests) {
      if (!measured.has(request.name)) continue;
      let status = 0;
      const statements = await recorder.during(async () => {
        status = (await app.inject({ method: "GET", url: request.url, headers })).statusCode;
      });
      console.log(`  ${request.name}  (${statements.length} statements, answered ${status})`);
      for (const statement of statements) {
        if (request !== floor && everyRequest.has(statement.sql)) continue;
        if (request === floor) everyRequest.add(statement.sql);
        await printPlan(explainer, statement);
      }
    }
  } finally {
    await explainer.close();
    await app.close();
    await handle.close();
  }
}

async function printPlan(explainer: PlanExplainer, statement: CapturedQuery): Promise<void> {
  const text = statement.sql.replace(/\s+/g, " ").trim();
  const shown = text.length > 110 ? `${text.slice(0, 107)}...` : text;
  if (!isRead(statement.sql)) {
    console.log(`    - ${shown}\n        (a change: not explained)`);
    return;
  }
  const plan = await explainer.explain(statement);
  // A scan of a large table stopped early by a limit reads few rows: said, not flagged.
  const big = plan.seqScans.filter((scan) => scan.rows > bigTableRows && scan.read > bigTableRows);
  const stopped = plan.seqScans.filter(
    (scan) => scan.rows > bigTableRows && scan.read <= bigTableRows,
  );
  const small = plan.seqScans.filter((scan) => scan.rows <= bigTableRows);
  console.log(`    - ${shown}`);
  console.log(
    `        ${ms(plan.executionMs)}; indexes: ${plan.indexes.join(", ") || "none"}` +
      (small.length ? `; seq scan of small ${small.map((scan) => scan.table).join(", ")}` : ""),
  );
  for (const scan of stopped) {
    console.log(
      `        seq scan of ${scan.table} stopped after ${count(scan.read)} of ${count(scan.rows)} rows`,
    );
  }
  for (const scan of big) {
    console.log(
      `        SEQ SCAN of ${scan.table}: ${count(scan.read)} rows read (${count(scan.rows)} in the table)`,
    );
  }
}

async function main(): Promise<void> {
  await onServer(`drop database if exists ${databaseName} with (force)`);
  await onServer(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const dataDir = await mkdtemp(path.join(tmpdir(), "certminder-bench-admin-"));
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await migrate(handle.db);
    const seedStarted = performance.now();
    const seeded: AdminBenchData = await seedAdminBench(handle.db, scale);
    console.log(
      `Seeded ${count(seeded.users)} users, ${count(seeded.certifications)} certifications and ` +
        `${count(seeded.authLogs)} auth log rows in ${seconds(performance.now() - seedStarted)} ` +
        `(PostgreSQL, database ${databaseName}).`,
    );

    const sessionSecret = randomBytes(32).toString("hex");
    const adminId = seeded.adminIds[0];
    if (adminId === undefined) throw new Error("no administrator was seeded");
    const cookie = await signInAs({ db: handle.db, sessionSecret, clock: systemClock }, adminId);
    const [credential] = await handle.db
      .insert(adminCredentials)
      .values({ username: "bench-operator", passwordHash: "bench-not-a-password-hash" })
      .returning();
    if (!credential) throw new Error("no admin credential");
    const { sessionId } = await openAdminSession(handle.db, systemClock, {
      userId: adminId,
      credentialId: credential.id,
      loginSessionId: loginSessionIdOf(cookie),
    });

    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SESSION_SECRET: sessionSecret,
    });
    const measured = new Set<string>();
    try {
      const startUp = await waitUntilQuiet(handle.db);
      console.log(`The server's start-up jobs finished within ${seconds(startUp)}.`);
      // As autovacuum leaves a table at rest: index-only scans need the visibility map, which
      // a fresh bulk load lacks (without it, every "index-only" count reads the table too).
      await handle.db.execute(sql`vacuum analyze`);

      const caller = new HttpCaller(server.url, cookie);
      caller.setHeader(adminSessionHeader, sessionId);
      const pacer = new Pacer();
      const timings: Timing[] = [];
      for (const request of requests) {
        const timing = await measure(caller, pacer, request);
        if (timing.state === "measured") measured.add(request.name);
        timings.push(timing);
      }
      printTimings(timings);
    } finally {
      await server.stop();
    }
    await capturePlans(
      databaseUrl,
      sessionSecret,
      { cookie, [adminSessionHeader]: sessionId },
      measured,
    );
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    if (!keepDatabase) await onServer(`drop database if exists ${databaseName} with (force)`);
  }
}

await main();
