// npm run bench:dashboard — on PostgreSQL, one user with 200 certifications and 5,000 credits
// among 5,000 other users (NEIGHBOURS) with 20 certifications, 40 credits and 20 activity
// entries each: how many SQL queries GET /api/dashboard (and the other certification reads)
// make, how long they take through the whole app (session, guard, queries, serialisation), and
// the plan of each query of one dashboard request, as PostgreSQL runs it the first times
// (custom plan) and once it caches a generic one. Prints figures and plans.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end.
import { createHash, randomBytes } from "node:crypto";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { Signer } from "@fastify/cookie";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { defaultPaymentSettings } from "../src/server/config";
import { migrate } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import { sessions, users } from "../src/server/db/schema";
import { sessionMaxAgeMs } from "../src/server/plugins/session-store";
import { sessionCookieName } from "../src/server/plugins/sessions";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const certificationCount = 200;
const creditCount = 5_000;
const neighbourCount = Number(process.env.NEIGHBOURS ?? 5_000);
// The four reads and their warm-up stay under the 1,000 requests a minute one user may send.
const runs = Number(process.env.RUNS ?? 200);
const schema = `cm_bench_${randomBytes(4).toString("hex")}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
let queries = 0;
/** The text and parameters of each query of the last request. */
let sent: { text: string; params: unknown[] }[] = [];
const handle = await openDatabase({
  databaseUrl: url,
  searchPath: schema,
  logger: {
    logQuery: (text, params) => {
      queries += 1;
      sent.push({ text, params });
    },
  },
});

try {
  const { db } = handle;
  await migrate(db);
  const [user] = await db
    .insert(users)
    .values({
      username: "bench",
      password: "x",
      email: "bench@example.com",
      isSubscriptionOverridden: true,
    })
    .returning();
  if (!user) throw new Error("no user");
  const today = todayIn("UTC", new Date());
  // The neighbours first, so the bench user's rows are not the only ones of a fresh table and
  // the planner weighs its indexes as it would on a server with many users.
  await db.execute(sql`
    insert into users (username, password, email)
    select 'neighbour_' || n, 'x', 'neighbour_' || n || '@example.com'
    from generate_series(1, ${neighbourCount}) as n`);
  await db.execute(sql`
    insert into certifications (user_id, name, expiration_date, reporting_period_end,
      credits_required, credits_missing, status)
    select u.id, 'Certification ' || n, ${addDays(today, -365)}::date + (u.id * 7 + n * 37) % 730,
      ${addDays(today, -300)}::date + (u.id * 11 + n * 53) % 730, 30, 30 - n % 30,
      case when n % 10 = 0 then 'inactive' else 'active' end
    from users u, generate_series(1, 20) as n
    where u.username like 'neighbour_%'`);
  await db.execute(sql`
    with inserted as (
      insert into education_credits (user_id, title, credits, completion_date, categories)
      select c.user_id, 'Course ' || c.id || '-' || n, 1, ${addDays(today, -365)}::date + (c.id + n * 91) % 365,
        case when n = 1 then array['Ethics'] else '{}'::text[] end
      from certifications c, generate_series(1, 2) as n
      returning id, user_id, title
    )
    insert into credit_certifications (credit_id, certification_id, cycle)
    select inserted.id, split_part(substr(inserted.title, 8), '-', 1)::int, 1 from inserted`);
  await db.execute(sql`
    insert into activities (user_id, certification_id, type, title, created_at)
    select c.user_id, c.id, 'added', 'Added ' || c.name, now() - (c.id || ' minutes')::interval
    from certifications c`);
  // Dates spread over two years so about an eighth fall in the 90-day window.
  await db.execute(sql`
    insert into certifications (user_id, name, provider, received_date, expiration_date,
      reporting_period_start, reporting_period_end, credits_required, credits_earned, status)
    select ${user.id}, 'Certification ' || n, 'Provider ' || (n % 7),
      ${addDays(today, -700)}::date + n, ${addDays(today, -30)}::date + (n * 3.6)::int,
      ${addDays(today, -700)}::date + n, ${addDays(today, -20)}::date + (n * 3.6)::int,
      30, 0, case when n % 10 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${certificationCount}) as n`);
  // Each credit counts toward one certification's current cycle, through its share.
  await db.execute(sql`
    with numbered as (
      select n, c.id as certification_id
      from generate_series(1, ${creditCount}) as n
      join certifications c on c.user_id = ${user.id}
        and c.name = 'Certification ' || (1 + n % ${certificationCount})
    ), inserted as (
      insert into education_credits (user_id, title, credits, completion_date)
      select ${user.id}, 'Course ' || n, 1 + n % 3, ${addDays(today, -365)}::date + n % 365
      from numbered
      returning id, title
    )
    insert into credit_certifications (credit_id, certification_id, cycle)
    select inserted.id, numbered.certification_id, 1
    from inserted join numbered on inserted.title = 'Course ' || numbered.n`);
  await db.execute(sql`
    update certifications c set credits_earned = (
      select coalesce(sum(e.credits), 0) from credit_certifications s
      join education_credits e on e.id = s.credit_id
      where s.certification_id = c.id)
    where c.user_id = ${user.id}`);
  await db.execute(sql`
    update certifications set credits_missing = greatest(credits_required - credits_earned, 0)
    where user_id = ${user.id}`);
  await db.execute(sql`
    insert into activities (user_id, certification_id, type, title, created_at)
    select ${user.id}, c.id, 'added', 'Added ' || c.name, now() - (c.id || ' minutes')::interval
    from certifications c
    where c.user_id = ${user.id}`);
  await db.execute(sql`analyze`);

  const sessionSecret = randomBytes(32).toString("hex");
  const sessionId = randomBytes(24).toString("base64url");
  await db.insert(sessions).values({
    id: createHash("sha256").update(sessionId).digest("hex"),
    userId: user.id,
    data: { userId: user.id },
    expiresAt: new Date(Date.now() + sessionMaxAgeMs),
  });
  const cookie = `${sessionCookieName}=${encodeURIComponent(new Signer(sessionSecret).sign(sessionId))}`;
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
    db,
    clock: systemClock,
  });
  await app.ready();

  const month = today.slice(0, 7);
  const reads = [
    ["GET /api/dashboard", "/api/dashboard"],
    ["GET /api/certifications (page of 50)", "/api/certifications?sort=deadline"],
    [
      "GET /api/calendar (6 weeks)",
      `/api/calendar?from=${month}-01&to=${addDays(`${month}-01`, 41)}`,
    ],
    ["GET /api/activities (page of 20)", "/api/activities"],
  ] as const;

  console.log(
    `PostgreSQL, one user with ${certificationCount} certifications and ${creditCount} credits among ${neighbourCount} other users; ${runs} requests each\n`,
  );
  let dashboardQueries: typeof sent = [];
  for (const [label, path] of reads) {
    const timings: number[] = [];
    let perRequest = 0;
    for (let run = 0; run < runs + 20; run += 1) {
      queries = 0;
      const started = performance.now();
      // A new address per request keeps the per-IP request limit out of the figures.
      const remoteAddress = `10.1.${Math.floor(run / 250)}.${(run % 250) + 1}`;
      const response = await app.inject({
        method: "GET",
        url: path,
        headers: { cookie },
        remoteAddress,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      if (run >= 20) timings.push(elapsed); // the first 20 warm up the JIT and the pool
      perRequest = queries;
      if (run === runs + 19 && path === "/api/dashboard") dashboardQueries = sent;
      sent = [];
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) =>
      timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
    console.log(
      `${label.padEnd(40)} ${String(perRequest).padStart(2)} SQL queries (incl. session and user)   median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms`,
    );
  }
  await app.close();
  await printPlans(dashboardQueries);
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each query of one dashboard request, first as a custom plan
 * (the first five runs of a prepared statement), then as the generic plan PostgreSQL caches
 * after them; any sequential scan is named at the end.
 */
async function printPlans(requestQueries: { text: string; params: unknown[] }[]) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const literal = (value: unknown) =>
    typeof value === "number"
      ? String(value)
      : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;
  const sequential: string[] = [];
  try {
    for (const [index, { text, params }] of requestQueries.entries()) {
      await client.query(`prepare planned as ${text}`);
      const execute =
        params.length > 0
          ? `execute planned(${params.map(literal).join(", ")})`
          : "execute planned";
      for (const mode of ["force_custom_plan", "force_generic_plan"]) {
        await client.query(`set plan_cache_mode = ${mode}`);
        const plan = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, buffers) ${execute}`,
        );
        console.log(
          `\nQuery ${index + 1} of the dashboard request, ${mode.slice(6).replace("_", " ")}: ${text.slice(0, 100).replaceAll(/\s+/g, " ")}…`,
        );
        for (const line of plan.rows) {
          console.log(`  ${line["QUERY PLAN"]}`);
          if (line["QUERY PLAN"].includes("Seq Scan"))
            sequential.push(`query ${index + 1} (${mode}): ${line["QUERY PLAN"].trim()}`);
        }
      }
      await client.query("deallocate planned");
    }
  } finally {
    await client.end();
  }
  console.log(
    sequential.length === 0
      ? "\nNo sequential scan."
      : `\nSequential scans:\n${sequential.join("\n")}`,
  );
}
