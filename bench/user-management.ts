// npx tsx bench/user-management.ts — on PostgreSQL with 100,000 users (5 sign-ins and 3
// certifications each): how long a page of GET /api/admin/users takes to read (listManagedUsers,
// the route's one query) without a search, with each filter and with searches that match many,
// few or no users, and the query plan of each (index use). Prints figures.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a schema of its
// own, dropped at the end.
import { randomBytes } from "node:crypto";
import { managedUserListQuerySchema } from "@common/user-management";
import { sql } from "drizzle-orm";
import { migrate } from "../src/server/db/migrate";
import { openDatabase, queryRows } from "../src/server/db/open";
import { listManagedUsers } from "../src/server/features/user-management/list-users";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const userCount = Number(process.env.USERS ?? 100_000);
const runs = Number(process.env.RUNS ?? 30);
const schema = `cm_bench_${randomBytes(4).toString("hex")}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
let lastQuery: { query: string; params: unknown[] } = { query: "", params: [] };
const handle = await openDatabase({
  databaseUrl: url,
  searchPath: schema,
  logger: {
    logQuery: (query, params) => {
      lastQuery = { query, params };
    },
  },
});

/** The query with its parameters written in, for EXPLAIN (generated values only). */
function inlined({ query, params }: typeof lastQuery): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;
  });
}

try {
  const { db } = handle;
  await migrate(db);
  const started = performance.now();
  await db.execute(sql`
    insert into users (username, password, first_name, last_name, email, email_verified,
      subscription_status, is_subscription_overridden, is_enabled, is_admin, mfa_enabled,
      created_at)
    select 'member' || n, 'x',
      (array['Alex','Jordan','Casey','Morgan','Riley','Sam','Taylor','Jamie'])[1 + n % 8],
      (array['Rivera','Lee','Nguyen','Smith','Garcia','Patel','Kim','Brown'])[1 + (n / 8) % 8] || n,
      'member' || n || '@clinic' || (n % 50) || '.example',
      n % 10 <> 0, case when n % 4 = 0 then 'active' else 'inactive' end, n % 97 = 0,
      n % 20 <> 0, n % 5000 = 0, n % 3 = 0, now() - (n || ' minutes')::interval
    from generate_series(1, ${userCount}) as n`);
  await db.execute(sql`
    insert into auth_logs (user_id, username, event_type, status, created_at)
    select u.id, u.username, 'login', case when k % 4 = 0 then 'failure' else 'success' end,
      now() - ((k * 7 + u.id % 1000) || ' hours')::interval
    from users u cross join generate_series(1, 5) as k`);
  await db.execute(sql`
    insert into certifications (user_id, name)
    select u.id, 'Certification ' || k from users u cross join generate_series(1, 3) as k`);
  await db.execute(sql`analyze`);
  console.log(
    `${userCount} users, ${userCount * 5} auth log rows, ${userCount * 3} certifications in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const cases: Record<string, Record<string, unknown>> = {
    "first page, no filter": {},
    "page 200": { page: 200 },
    "disabled accounts": { status: "disabled" },
    "premium plan": { plan: "premium" },
    administrators: { role: "administrator" },
    "search 'alex' (many)": { search: "alex" },
    "search 'rivera123' (a few)": { search: "rivera123" },
    "search 'member4242@' (one)": { search: "member4242@" },
    "search 'nobody' (none)": { search: "nobody" },
    "search 'al' (two letters)": { search: "al" },
  };
  for (const [name, raw] of Object.entries(cases)) {
    const query = managedUserListQuerySchema.parse({ pageSize: 25, ...raw });
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      total = (await listManagedUsers(db, query)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      db,
      sql.raw(`explain (analyze, costs off) ${inlined(lastQuery)}`),
    );
    const lines = plan.map((row) => row["QUERY PLAN"]);
    const scans = lines.filter((line) => /Scan/.test(line)).map((line) => line.trim());
    console.log(
      `${name.padEnd(30)} ${total.toString().padStart(6)} rows  median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
    for (const scan of new Set(scans)) console.log(`    ${scan}`);
  }
} finally {
  await handle.close();
  await admin.db.execute(sql.raw(`drop schema ${schema} cascade`));
  await admin.close();
}
