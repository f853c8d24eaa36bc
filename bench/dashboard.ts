// npm run bench:dashboard — on PostgreSQL, one user with 200 certifications and 5,000 credits:
// how many SQL queries GET /api/dashboard (and the other certification reads) make, and how
// long they take through the whole app (session, guard, queries, serialisation). Prints figures.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end.
import { createHash, randomBytes } from "node:crypto";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { Signer } from "@fastify/cookie";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { migrate } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import { sessions, users } from "../src/server/db/schema";
import { sessionMaxAgeMs } from "../src/server/plugins/session-store";
import { sessionCookieName } from "../src/server/plugins/sessions";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const certificationCount = 200;
const creditCount = 5_000;
const runs = Number(process.env.RUNS ?? 300);
const schema = `cm_bench_${randomBytes(4).toString("hex")}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
let queries = 0;
const handle = await openDatabase({
  databaseUrl: url,
  searchPath: schema,
  logger: {
    logQuery: () => {
      queries += 1;
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
      join certifications c on c.name = 'Certification ' || (1 + n % ${certificationCount})
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
      where s.certification_id = c.id)`);
  await db.execute(sql`
    update certifications set credits_missing = greatest(credits_required - credits_earned, 0)`);
  await db.execute(sql`
    insert into activities (user_id, certification_id, type, title, created_at)
    select ${user.id}, c.id, 'added', 'Added ' || c.name, now() - (c.id || ' minutes')::interval
    from certifications c`);
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
    `PostgreSQL, one user with ${certificationCount} certifications and ${creditCount} credits; ${runs} requests each\n`,
  );
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
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) =>
      timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
    console.log(
      `${label.padEnd(40)} ${String(perRequest).padStart(2)} SQL queries (incl. session and user)   median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms`,
    );
  }
  await app.close();
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}
