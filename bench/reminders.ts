// npm run bench:reminders — on PostgreSQL, 100,000 users with 10 certifications each, and a
// course recorded for each certification with credits earned: how long the reminder sweep takes
// when everything currently due is created at once and every pace is judged (the first sweep),
// when nothing new is due (the sweep that runs every 15 minutes the rest of the day), and on
// the next day, when every user's pace is judged again. A sweep judges at most 20,000 paces; the
// following sweeps judge the rest, so the first day's and the next day's are shown as the first
// sweep, then the sweeps it takes to judge the rest (run back to back here).
// Prints figures with the goals of issue 17 (first sweep ≤ 5 s, idle sweep ≤ 0.3 s), the
// statements each sweep sends, a reference measured in the same run (a count(*) of the
// certifications) and the main nodes of the plan of the statement that finds what is due.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end.
import { randomBytes } from "node:crypto";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Clock } from "../src/server/clock";
import { migrate } from "../src/server/db/migrate";
import { openDatabase, queryRows } from "../src/server/db/open";
import { sweepReminders } from "../src/server/features/reminders/reminder-sweep";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const userCount = 100_000;
const certificationsPerUser = 10;
const schema = `cm_bench_${randomBytes(4).toString("hex")}`;
const appUrl = "http://localhost:5000";
// A fixed moment, so every run seeds and sweeps the same data.
const now = new Date("2026-03-02T14:00:00.000Z");
const fixedClock = (at: Date): Clock => ({ now: () => at });
const timeZones = [
  "UTC",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
];

/** A deterministic, evenly spread integer in [0, modulo) for row n; each stream is independent. */
const pick = (stream: number, modulo: number) =>
  sql.raw(`(abs(hashint4extended(n, ${stream})) % ${modulo})::int`);

const firstGoalMs = 5000;
const idleGoalMs = 300;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (value: number) => value.toLocaleString("en-US");

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
// The statement that finds the reminders due, as drizzle sends it, to EXPLAIN it afterwards.
let createStatement: { query: string; params: unknown[] } | undefined;
// Statements sent to the database (the sweeps' own, counted per sweep).
let statements = 0;
const handle = await openDatabase({
  databaseUrl: url,
  searchPath: schema,
  logger: {
    logQuery: (query, params) => {
      statements += 1;
      if (query.includes("with recipients") && query.includes("notify_expirations")) {
        createStatement = { query, params };
      }
    },
  },
});

try {
  const { db } = handle;
  await migrate(db);
  const benchStarted = performance.now();

  const today = todayIn("UTC", now);
  const firstDay = addDays(today, -60);
  const daySpan = 60 + 3 * 365; // the past 60 days and the next 3 years
  const started = performance.now();
  await db.execute(sql`
    insert into users (username, password, email, email_verified, time_zone,
      notify_days_in_advance, notification_method, is_enabled, notify_expirations,
      notify_due_dates)
    select 'user' || n, 'x', 'user' || n || '@example.com', true,
      (${`{${timeZones.join(",")}}`}::text[])[1 + ${pick(1, timeZones.length)}],
      case when ${pick(2, 100)} < 70 then 30 when ${pick(2, 100)} < 78 then 7
        when ${pick(2, 100)} < 86 then 14 when ${pick(2, 100)} < 94 then 60 else 90 end,
      case when ${pick(3, 100)} < 50 then 'in-app' when ${pick(3, 100)} < 75 then 'email'
        else 'both' end,
      ${pick(4, 100)} >= 2, ${pick(5, 100)} >= 3, ${pick(6, 100)} >= 5
    from generate_series(1, ${userCount}) as n`);
  const [firstUser] = await queryRows<{ id: number }>(db, sql`select min(id) as id from users`);
  if (!firstUser) throw new Error("no users");
  await db.execute(sql`
    insert into certifications (user_id, name, provider, received_date, expiration_date,
      reporting_period_start, reporting_period_end, credits_required, credits_earned,
      credits_missing, categories_missing, status, credits_unit, created_at)
    select ${firstUser.id} + (n - 1) / ${certificationsPerUser}, 'Certification ' || n,
      'Provider ' || ${pick(10, 50)}, expires - 1095, expires, period_end - 730, period_end,
      required, earned, greatest(required - earned, 0),
      case when required - earned > 2 and ${pick(20, 100)} < 20
        then '[{"name":"Ethics","missing":2}]'::jsonb else '[]'::jsonb end,
      case when ${pick(16, 100)} < 92 then 'active' when ${pick(16, 100)} < 96 then 'inactive'
        else 'expired' end,
      (array['hours', 'CEUs', 'credits', 'contact hours'])[1 + ${pick(17, 4)}],
      ${now.toISOString()}::timestamptz - interval '400 days'
    from (
      select *, case when required = 0 then 0 else ${pick(15, 1000)} % (required + 11) end as earned
      from (
      select n,
        case when ${pick(11, 100)} < 5 then null
          else ${firstDay}::date + ${pick(12, daySpan + 1)} end as expires,
        case when ${pick(13, 100)} < 15 then null
          else ${firstDay}::date + ${pick(14, daySpan + 1)} end as period_end,
        case when ${pick(18, 10)} < 3 then 0
          else (array[10, 20, 30, 40, 60])[1 + ${pick(19, 5)}] end as required
      from generate_series(1, ${userCount * certificationsPerUser}) as n
      ) as dated
    ) as seeded`);
  // What was earned, as one course each, completed in the reporting period: some in the last
  // 90 days, most earlier (so some paces are on track and some behind).
  await db.execute(sql`
    with earned as (
      select id, user_id, credits_earned,
        least(${today}::date, coalesce(reporting_period_end, ${today}::date))
          - (abs(hashint4extended(id, 21)) % 600)::int as completed
      from certifications
      where credits_earned > 0
    ),
    courses as (
      insert into education_credits (user_id, title, credits, completion_date)
      select user_id, 'Course for ' || id, credits_earned, completed from earned
      returning id, title
    )
    insert into credit_certifications (credit_id, certification_id, cycle)
    select id, substr(title, 12)::int, 1 from courses`);
  // Only this schema's tables (a bare ANALYZE would go through every schema of the database).
  await db.execute(sql`analyze users, certifications, education_credits, credit_certifications`);
  const seedMs = performance.now() - started;

  const tableCounts = async () => {
    const [row] = await queryRows<Record<string, string>>(
      db,
      sql`select (select count(*) from users) as users,
        (select count(*) from certifications) as certifications,
        (select count(*) from education_credits) as credits,
        (select count(*) from reminders) as reminders,
        (select count(*) from reminders where step = 'behind') as "falling behind",
        (select count(*) from notifications) as notifications,
        (select count(*) from outbox) as outbox`,
    );
    if (!row) throw new Error("no counts");
    return Object.entries(row)
      .map(([table, rows]) => `${table} ${count(Number(rows))}`)
      .join(", ");
  };
  const [mix] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from users where not is_enabled) as "disabled users",
      (select count(*) from certifications where status = 'active') as "active certifications",
      (select count(*) from certifications where status = 'active'
        and expiration_date between ${addDays(today, -31)}::date and ${addDays(today, 366)}::date)
        as "active with an expiration in the sweep's outer date bounds",
      (select count(*) from certifications where status = 'active' and credits_missing > 0
        and coalesce(reporting_period_end, expiration_date) > ${today}::date)
        as "active with credits missing and a deadline ahead (paces to judge)",
      (select count(*) from certifications where status = 'active'
        and credits_missing > 0
        and reporting_period_end between ${addDays(today, -31)}::date and ${addDays(today, 366)}::date)
        as "active with credits missing and a period end in those bounds"`,
  );
  console.log(
    `PostgreSQL, ${count(userCount)} users with ${certificationsPerUser} certifications each; clock fixed at ${now.toISOString()}\n`,
  );
  console.log(`seed (generate_series, then ANALYZE)  ${seconds(seedMs)}`);
  console.log(`rows after seeding                    ${await tableCounts()}`);
  for (const [label, rows] of Object.entries(mix ?? {})) {
    console.log(`  ${label}: ${count(Number(rows))}`);
  }
  console.log();

  // A reference measured in the same run, to compare figures of runs on a busy machine: one
  // count(*) over the million certifications (PostgreSQL reads the whole table).
  const reference = async () => {
    const started = performance.now();
    await queryRows(db, sql`select count(*) from certifications`);
    return performance.now() - started;
  };

  const sweep = async (label: string, at: Date, goal?: number) => {
    const before = await reference();
    const counted = statements;
    const sweepStarted = performance.now();
    const result = await sweepReminders({ db, clock: fixedClock(at), appUrl });
    const elapsed = performance.now() - sweepStarted;
    const sent = statements - counted;
    const ref = (before + (await reference())) / 2;
    if ("skipped" in result) throw new Error(`${label}: ${result.skipped}`);
    const verdict =
      goal === undefined
        ? ""
        : `   goal ≤ ${seconds(goal)}: ${elapsed <= goal ? "met" : "NOT met"}`;
    console.log(
      `${label.padEnd(46)} ${seconds(elapsed).padStart(9)}   ${sent} statements, ${(elapsed / ref).toFixed(1)} × the reference (${ref.toFixed(0)} ms)${verdict}`,
    );
    console.log(
      `${"".padEnd(46)} ${"".padStart(9)}   reminders ${count(result.reminders)}, paces judged ${count(result.paces)}, notifications ${count(result.notifications)}, emails ${count(result.emails)}, texts ${count(result.texts)}`,
    );
    return { ...result, elapsed };
  };

  // A sweep judges a bounded number of paces; the next sweeps (every 15 minutes) judge the rest
  // of the day's. Runs them back to back until none is left, and sums them up.
  const drainPaces = async (label: string, at: Date) => {
    const drained = { sweeps: 0, longest: 0, total: 0, paces: 0, reminders: 0 };
    for (;;) {
      const started = performance.now();
      const result = await sweepReminders({ db, clock: fixedClock(at), appUrl });
      const elapsed = performance.now() - started;
      if ("skipped" in result) throw new Error(`${label}: ${result.skipped}`);
      if (result.paces === 0) break;
      drained.sweeps += 1;
      drained.longest = Math.max(drained.longest, elapsed);
      drained.total += elapsed;
      drained.paces += result.paces;
      drained.reminders += result.reminders;
      if (drained.sweeps > 500) throw new Error(`${label}: the paces never ran out`);
    }
    console.log(
      `${label.padEnd(46)} ${seconds(drained.total).padStart(9)}   ${count(drained.sweeps)} sweeps (longest ${seconds(drained.longest)}), paces judged ${count(drained.paces)}, reminders ${count(drained.reminders)}`,
    );
  };

  console.log(
    `reference: select count(*) from certifications, before and after each sweep (${(await reference()).toFixed(0)} ms now)`,
  );
  console.log(
    "goals (issue 17, on its 2-core machine): first sweep ≤ 5 s, idle sweep ≤ 0.3 s; on a busy machine compare the ratios to the reference\n",
  );
  const first = await sweep("(a) first sweep (everything currently due)", now, firstGoalMs);
  const rss = process.memoryUsage().rss;
  console.log(`    rows after it: ${await tableCounts()}`);
  console.log(`    process RSS after it: ${(rss / 1024 / 1024).toFixed(0)} MB`);
  if (first.reminders === 0) throw new Error("the first sweep created nothing: check the seed");

  await drainPaces("(a2) the rest of the day's paces, next sweeps", now);
  const idle = await sweep("(b) idle sweep right after (same clock)", now, idleGoalMs);
  const later = new Date(now.getTime() + 60_000);
  const idleLater = await sweep("(c) idle sweep, clock 1 minute later", later, idleGoalMs);
  for (const result of [idle, idleLater]) {
    if (
      result.reminders + result.paces + result.notifications + result.emails + result.texts !==
      0
    ) {
      throw new Error("an idle sweep created something");
    }
  }

  // (d) The plan of the statement that finds the reminders due, in the idle case (it only
  // reads; inside a transaction rolled back all the same).
  if (!createStatement) throw new Error("the create statement was not seen");
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query("begin");
    const plan = await client.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers) ${createStatement.query}`,
      createStatement.params,
    );
    await client.query("rollback");
    const lines = plan.rows.map((row) => row["QUERY PLAN"].replace(/ {2}\(cost=[^)]*\)/, ""));
    const top = 4;
    const main =
      /Hash Join|Merge Join|Scan (using \w+ )?on (certifications|users|recipients|reminders)|Heap Fetches|Rows Removed by Join Filter|Planning Time|Execution Time|^JIT|^ {2}Timing/;
    console.log(
      `\n(d) EXPLAIN (ANALYZE, BUFFERS) of the statement finding the reminders due, in the idle case (${lines.length} lines; the top ${top}, then the main nodes):`,
    );
    for (const [index, line] of lines.entries()) {
      if (index < top || main.test(line)) console.log(`    ${line}`);
    }
  } finally {
    await client.end();
  }

  console.log();
  const nextDay = new Date(now.getTime() + 24 * 60 * 60_000);
  await sweep("(e) next day: the first sweep", nextDay);
  await drainPaces("(e2) next day: the rest of its paces", nextDay);
  console.log(`    rows after it: ${await tableCounts()}`);
  console.log(`\ntotal (without the seed)  ${seconds(performance.now() - benchStarted - seedMs)}`);
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}
