// npx tsx bench/optimized-view.ts — the optimized view's queries on PostgreSQL with 100,000
// users and 1,000,000 certifications: for each sort, both ways, the first page, a page half a
// million rows in and the last one, and the first page of each filter, with the median time
// of the service call (all its queries) and the index the page's main query walks.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/certminder_bench) must hold
// a migrated database; it is seeded first when it has fewer than 1,000,000 certifications.
// FILTERS_ONLY=1 measures the filters alone.
import {
  optimizedViewQuerySchema,
  optimizedViewSorts,
  sortDirections,
} from "@common/optimized-view";
import { sql } from "drizzle-orm";
import pg from "pg";
import { systemClock } from "../src/server/clock";
import { openDatabase, queryRows } from "../src/server/db/open";
import { encodeCursor, sortKeys } from "../src/server/features/optimized-view/certification-order";
import { certificationsPage } from "../src/server/features/optimized-view/certifications-page";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/certminder_bench";
const runs = Number(process.env.RUNS ?? 15);
const viewer = { timeZone: "UTC" };

/** The queries of the last service call: the first reads the page's rows. */
let queries: { text: string; params: unknown[] }[] = [];
const handle = await openDatabase({
  databaseUrl: url,
  logger: { logQuery: (text, params) => queries.push({ text, params }) },
});
const { db } = handle;
const explainer = new pg.Client({ connectionString: url });
await explainer.connect();

async function seed() {
  await db.execute(sql`
    insert into users (username, password, email, first_name, last_name, created_at)
    select 'user' || n, 'x', 'user' || n || '@example.com',
      case when n % 3 = 0 then null else 'First' || (n % 500) end,
      case when n % 3 = 0 then null else 'Last' || (n % 700) end,
      now() - ((n % 700) || ' days')::interval
    from generate_series(1, 100000) as n`);
  await db.execute(sql`
    insert into certifications (user_id, name, provider, expiration_date, reporting_period_end,
      credits_required, credits_earned, credits_missing, status, credits_unit)
    select u0 + (n - 1) / 10,
      (array['RN License','BLS','ACLS','PALS','CPA License','PMP','CISSP','Bar Admission',
        'NP Certification','CCRN'])[1 + (hashint4(n) & 2147483647) % 10] || ' ' || (n % 997),
      case when hashint4(n + 7) % 10 = 0 then null
        else 'Provider ' || ((hashint4(n + 1) & 2147483647) % 300) end,
      case when hashint4(n + 2) % 20 = 0 then null
        else date '2024-01-01' + (hashint4(n + 3) & 2147483647) % 1800 end,
      case when hashint4(n + 4) % 7 = 0 then null
        else date '2024-01-01' + (hashint4(n + 5) & 2147483647) % 1800 end,
      req, least(earned, req + 5), greatest(req - least(earned, req + 5), 0),
      case when (hashint4(n + 6) & 2147483647) % 100 < 92 then 'active'
        when (hashint4(n + 6) & 2147483647) % 100 < 96 then 'inactive' else 'expired' end,
      'hours'
    from (select n, (select min(id) from users) as u0,
        (array[0, 10, 20, 30, 40, 60])[1 + (hashint4(n + 8) & 2147483647) % 6] as req,
        ((hashint4(n + 9) & 2147483647) % 7000) / 100.0 as earned
      from generate_series(1, 1000000) as n) as s`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze certifications`);
}

const [existing] = await queryRows<{ count: number }>(
  db,
  sql`select count(*)::int as count from certifications`,
);
if ((existing?.count ?? 0) < 1_000_000) {
  console.log("seeding 100,000 users and 1,000,000 certifications…");
  await seed();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The indexes the plan of the query reading the page's rows walks. */
async function indexesUsed(): Promise<string> {
  const [rowsQuery] = queries;
  if (!rowsQuery) return "";
  const plan = await explainer.query(`explain (format json) ${rowsQuery.text}`, rowsQuery.params);
  const found = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    const name = node["Index Name"];
    if (typeof name === "string") found.add(`${node["Node Type"]} ${name}`);
    else if (node["Node Type"] === "Seq Scan")
      found.add(`Seq Scan ${String(node["Relation Name"])}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan.rows[0]["QUERY PLAN"] as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
  return [...found].join(", ");
}

async function measure(label: string, params: Record<string, unknown>) {
  const query = optimizedViewQuerySchema.parse({ pageSize: 100, ...params });
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    queries = [];
    const started = performance.now();
    const page = await certificationsPage({ db, clock: systemClock }, viewer, query);
    times.push(performance.now() - started);
    rows = page.rows.length;
  }
  const ms = median(times).toFixed(1).padStart(6);
  console.log(
    `${ms} ms  ${label.padEnd(52)} ${String(rows).padStart(3)} rows  ${await indexesUsed()}`,
  );
}

/** The cursor of the row `offset` rows into the order, as a page ending there would give it. */
async function cursorAt(
  sort: (typeof optimizedViewSorts)[number],
  direction: "asc" | "desc",
  offset: number,
) {
  const key = sortKeys[sort];
  const way = sql.raw(direction);
  const [row] = await queryRows<{ key: string | null; id: number }>(
    db,
    sql`select (${key.key})::text as key, certifications.id from certifications
      join users on users.id = certifications.user_id
      order by (${key.key}) ${way} nulls last, certifications.id ${way} offset ${offset} limit 1`,
  );
  if (!row) throw new Error("no row there");
  return encodeCursor({ sort, direction, key: row.key, id: row.id });
}

try {
  console.log(`median of ${runs} runs of certificationsPage (page size 100), 1,000,000 rows\n`);
  for (const sort of process.env.FILTERS_ONLY ? [] : optimizedViewSorts) {
    for (const direction of sortDirections) {
      await measure(`${sort} ${direction}, first page`, { sort, direction });
      const middle = await cursorAt(sort, direction, 500_000);
      await measure(`${sort} ${direction}, after row 500,000`, { sort, direction, cursor: middle });
      const end = await cursorAt(sort, direction, 999_950);
      await measure(`${sort} ${direction}, last page`, { sort, direction, cursor: end });
    }
  }
  console.log("");
  const filters: [string, Record<string, unknown>][] = [
    ["search a holder (user4242)", { search: "user4242" }],
    ["search a certification name (CISSP 12)", { search: "CISSP 12" }],
    ["search matching nothing", { search: "no such thing" }],
    ["search a provider (Provider 123)", { search: "Provider 123" }],
    ["search matching many (license)", { search: "license" }],
    ["search two letters (rn)", { search: "rn" }],
    ["status expired", { status: "expired" }],
    ["progress At Risk", { progress: "At Risk" }],
    ["expiring within 30 days", { expiringWithin: 30 }],
    [
      "expiration range 2026-01-01 to 2026-01-31",
      { expiresFrom: "2026-01-01", expiresTo: "2026-01-31" },
    ],
    ["holder id", { holderId: 50_000 }],
    ["status inactive, sorted by name", { status: "inactive", sort: "name" }],
    [
      "expiring within 30 days, sorted by holder desc",
      { expiringWithin: 30, sort: "holder", direction: "desc" },
    ],
  ];
  for (const [label, params] of filters) await measure(label, params);
} finally {
  await explainer.end();
  await handle.close();
}
