// npx tsx bench/admin-dashboard.ts — on PostgreSQL, an installation of 100,000 users and
// 1,000,000 certifications (plus reminders, outbox messages and feedback): how long the admin
// dashboard's figures take, and each query's plan. Prints figures and plans.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end unless BENCH_KEEP_SCHEMA names one to fill once and reuse.
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { systemClock } from "../src/server/clock";
import { migrate } from "../src/server/db/migrate";
import { openDatabase, queryRows } from "../src/server/db/open";
import { adminDashboard } from "../src/server/features/admin-dashboard/admin-dashboard";
import { figuresOf, ms } from "./support/figures";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const userCount = Number(process.env.USERS ?? 100_000);
const certificationsPerUser = Number(process.env.CERTIFICATIONS_PER_USER ?? 10);
const runs = Number(process.env.RUNS ?? 50);
const kept = process.env.BENCH_KEEP_SCHEMA;
const schema = kept ?? `cm_bench_${randomBytes(4).toString("hex")}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
const [existing] = await queryRows<{ count: number }>(
  admin.db,
  sql`select count(*)::int as count from information_schema.schemata where schema_name = ${schema}`,
);
const filled = (existing?.count ?? 0) > 0;
if (!filled) await admin.db.execute(sql.raw(`create schema ${schema}`));
let captured: { query: string; params: unknown[] }[] = [];
const handle = await openDatabase({
  databaseUrl: url,
  searchPath: schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});

try {
  const { db } = handle;
  await migrate(db);
  if (!filled) {
    const started = performance.now();
    // Sign-ups spread over three years; one in 50 disabled, one in 200 an administrator.
    await db.execute(sql`
      insert into users (username, password, email, is_enabled, is_admin, subscription_status,
        is_subscription_overridden, created_at)
      select 'user' || n, 'x', 'user' || n || '@example.com', n % 50 <> 0, n % 200 = 0,
        (array['inactive','active','trialing','past_due','canceled'])[1 + n % 5],
        n % 97 = 0, now() - (n * (1095.0 / ${userCount})) * interval '1 day'
      from generate_series(1, ${userCount}) as n`);
    // Expiration dates spread over six years around today, reporting periods a year earlier.
    await db.execute(sql`
      insert into certifications (user_id, name, expiration_date, reporting_period_end,
        credits_required, credits_earned, credits_missing, status)
      select u.id, 'Certification ' || k, current_date - 1095 + ((u.id * 7 + k * 211) % 2190),
        current_date - 1095 + ((u.id * 7 + k * 211) % 2190) - 365,
        30, (u.id + k) % 31, greatest(30 - (u.id + k) % 31, 0),
        case when k % 10 = 0 then 'inactive' when k % 13 = 0 then 'expired' else 'active' end
      from users u cross join generate_series(1, ${certificationsPerUser}) as k`);
    // A reminder per certification and step over the last year.
    await db.execute(sql`
      insert into reminders (user_id, certification_id, deadline_kind, deadline_date, step,
        sent_on, credits_missing, method, created_at)
      select c.user_id, c.id, 'expiration', c.expiration_date, 'lead', current_date,
        c.credits_missing, 'email', now() - (c.id % 525600) * interval '1 minute'
      from certifications c where c.id % 5 = 0`);
    // Every reminder's email sent, a few hundred waiting, a few dozen failing.
    await db.execute(sql`
      insert into outbox (channel, recipient, text_body, status, attempts, last_error,
        next_attempt_at, created_at, sent_at)
      select 'email', 'user' || r.user_id || '@example.com', 'Reminder', 'sent', 1, null,
        r.created_at, r.created_at, r.created_at + interval '5 seconds'
      from reminders r`);
    await db.execute(sql`
      insert into outbox (channel, recipient, text_body, status, attempts, last_error)
      select 'email', 'late' || n || '@example.com', 'Code',  'pending',
        case when n % 10 = 0 then 3 else 0 end,
        case when n % 10 = 0 then 'connect ECONNREFUSED' end
      from generate_series(1, 500) as n`);
    await db.execute(sql`
      insert into feedback (user_id, type, category, subject, message, status)
      select u.id, 'general', 'other', 'Hello', 'Thanks',
        (array['pending','reviewed','planned','resolved','closed'])[1 + u.id % 5]
      from users u where u.id % 10 = 0`);
    await db.execute(sql`vacuum analyze`);
    console.log(`Filled ${schema} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const [sizes] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from users) as users,
      (select count(*)::int from certifications) as certifications,
      (select count(*)::int from reminders) as reminders,
      (select count(*)::int from outbox) as outbox,
      (select count(*)::int from feedback) as feedback`,
  );
  console.log("PostgreSQL,", JSON.stringify(sizes), `${runs} runs\n`);

  const timings: number[] = [];
  for (let run = 0; run < runs + 5; run += 1) {
    captured = [];
    const started = performance.now();
    await adminDashboard({ db, clock: systemClock });
    if (run >= 5) timings.push(performance.now() - started);
  }
  const figures = figuresOf(timings);
  const dashboardQueries = captured;
  captured = [];
  // The floor of any exact figure over every certification, timed the same way beside it.
  const floor: number[] = [];
  for (let run = 0; run < runs + 5; run += 1) {
    const started = performance.now();
    await db.execute(sql`select count(*) from certifications`);
    if (run >= 5) floor.push(performance.now() - started);
  }
  const baseline = figuresOf(floor);
  console.log(
    `admin dashboard: ${dashboardQueries.length} queries, median ${ms(figures.median)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`,
  );
  console.log(
    `select count(*) from certifications: median ${ms(baseline.median)}, p95 ${ms(baseline.p95)}; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores\n`,
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set search_path to ${schema}`);
    for (const { query, params } of dashboardQueries) {
      const plan = await client.query<{ "QUERY PLAN": string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      console.log(query);
      for (const line of plan.rows) console.log(`  ${line["QUERY PLAN"]}`);
      console.log();
    }
  } finally {
    await client.end();
  }
} finally {
  await handle.close();
  if (!kept) await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}
