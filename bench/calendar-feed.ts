// npm run bench:calendar-feed — on PostgreSQL, what a calendar app's poll of /ics/<token>.ics
// costs: three users with 300 certifications (600 deadline events) and 300 completed credits
// each, their feeds showing credits: one fetched whole after a change each time (its text made
// anew), one fetched whole unchanged (its text kept from the last time), one polled with the
// ETag it last got (304), beside GET /api/health as the reference measured in the same run.
// Each feed takes 110 fetches, under its limit of 120 an hour. Prints medians and ratios.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end.
import { randomBytes } from "node:crypto";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { defaultPaymentSettings } from "../src/server/config";
import { migrate } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import { calendarFeeds, users } from "../src/server/db/schema";
import {
  calendarFeedPath,
  feedTokenHash,
  newFeedToken,
} from "../src/server/features/calendar/feed-token";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const certificationCount = 300;
const creditCount = 300;
const warmUp = 10;
const runs = 100;
const schema = `cm_bench_${randomBytes(4).toString("hex")}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
const handle = await openDatabase({ databaseUrl: url, searchPath: schema });

/** A user with the bench's certifications and credits, and a feed showing both; its path. */
async function userWithFeed(db: typeof handle.db, name: string, today: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ username: name, password: "x", email: `${name}@example.com` })
    .returning();
  if (!user) throw new Error("no user");
  await db.execute(sql`
    insert into certifications (user_id, name, provider, expiration_date, reporting_period_start,
      reporting_period_end, credits_required)
    select ${user.id}, 'Certification ' || n, 'Provider ' || (n % 7),
      ${addDays(today, 30)}::date + n * 3, ${addDays(today, -700)}::date + n,
      ${addDays(today, 20)}::date + n * 3, 30
    from generate_series(1, ${certificationCount}) as n`);
  await db.execute(sql`
    with inserted as (
      insert into education_credits (user_id, title, credits, completion_date)
      select ${user.id}, 'Course ' || n, 1 + n % 3, ${addDays(today, -365)}::date + n
      from generate_series(1, ${creditCount}) as n
      returning id
    )
    insert into credit_certifications (credit_id, certification_id, cycle)
    select inserted.id, (select min(id) from certifications where user_id = ${user.id}), 1
    from inserted`);
  const token = newFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: feedTokenHash(token), includeCredits: true });
  return calendarFeedPath(token);
}

try {
  const { db } = handle;
  await migrate(db);
  const today = todayIn("UTC", new Date());
  const changedPath = await userWithFeed(db, "changed", today);
  const wholePath = await userWithFeed(db, "whole", today);
  const pollPath = await userWithFeed(db, "poll", today);
  await db.execute(sql`analyze`);
  const app = await buildApp({
    config: {
      sessionSecret: randomBytes(32).toString("hex"),
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

  let etag = "";
  let bytes = 0;
  const change = (run: number) =>
    db.execute(sql`
      update certifications set credits_required = ${31 + run}, updated_at = now()
      where name = 'Certification 1'
        and user_id = (select id from users where username = 'changed')`);
  const rows = [
    ["GET /api/health (reference)", "/api/health", () => ({}), 200, null],
    ["feed, whole after a change (200)", changedPath, () => ({}), 200, change],
    ["feed, whole, unchanged (200)", wholePath, () => ({}), 200, null],
    ["feed, polled with its ETag (304)", pollPath, () => ({ "if-none-match": etag }), 304, null],
  ] as const;
  const first = await app.inject({ method: "GET", url: pollPath });
  etag = String(first.headers.etag);
  const medians: number[] = [];
  for (const [label, path, headers, status, before] of rows) {
    const timings: number[] = [];
    for (let run = 0; run < warmUp + runs - (path === pollPath ? 1 : 0); run += 1) {
      await before?.(run);
      const started = performance.now();
      const response = await app.inject({
        method: "GET",
        url: path,
        headers: headers(),
        remoteAddress: `10.2.${Math.floor(run / 250)}.${(run % 250) + 1}`,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== status)
        throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (path === wholePath) bytes = response.rawPayload.length;
      if (run >= warmUp) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? 0;
    const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0;
    medians.push(median);
    console.log(
      `${label.padEnd(36)} median ${median.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   ${(median / (medians[0] ?? 1)).toFixed(1)}× the reference`,
    );
  }
  const [, made = 0, kept = 0, poll = 0] = medians;
  console.log(
    `\n${certificationCount * 2} deadline events and ${creditCount} credits, ${(bytes / 1024).toFixed(0)} KB whole; of a whole answer made anew, one whose text is kept costs ${(kept / made).toFixed(2)} and a poll answered 304 ${(poll / made).toFixed(2)}`,
  );
  await app.close();
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}
