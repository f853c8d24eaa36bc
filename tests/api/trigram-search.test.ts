import { optimizedViewQuerySchema } from "@common/optimized-view";
import { managedUserListQuerySchema } from "@common/user-management";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../src/server/clock";
import { queryRows } from "../../src/server/db/open";
import { certificationsPage } from "../../src/server/features/optimized-view/certifications-page";
import { listManagedUsers } from "../../src/server/features/user-management/list-users";
import { setUpResource } from "../support/set-up-resource";
import { openTestDatabase } from "../support/test-database";

/** The queries the database was sent, with their parameters, most recent last. */
const sent: { query: string; params: unknown[] }[] = [];
const database = setUpResource(
  "The test database",
  () => openTestDatabase({ logger: { logQuery: (query, params) => sent.push({ query, params }) } }),
  (opened) => opened.close(),
);

/** `query` with its parameters written in, for EXPLAIN (this file's own values only). */
function inlined({ query, params }: { query: string; params: unknown[] }): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`cannot write ${String(value)} into the query`);
  });
}

/**
 * The indexes in the plan of the first query `read` sends, when only bitmap scans may read a
 * table: on a few thousand rows, reading them all, or walking the order's index until the page
 * is full, costs less than any search index (at 100,000 rows and more the planner picks the
 * trigram indexes by itself: decision record "trigram search"). A bitmap scan needs an index
 * whose expression is the one searched, so this fails when the two drift apart.
 */
async function indexesOf(read: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await read();
  const [first] = sent;
  if (!first) throw new Error("no query was sent");
  const plan = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return queryRows<{ "QUERY PLAN": string }>(tx, sql.raw(`explain ${inlined(first)}`));
  });
  return plan.flatMap(({ "QUERY PLAN": line }) => {
    const index = /Index Scan on (\w+)/.exec(line)?.[1];
    return index ? [index] : [];
  });
}

describe("the administrators' searches", () => {
  beforeAll(async () => {
    await database.db.execute(sql`
      insert into users (username, password, email, first_name, last_name)
      select 'member' || n, 'x', 'member' || n || '@clinic' || (n % 20) || '.example',
        (array['Alex', 'Jordan', 'Casey', 'Morgan'])[1 + n % 4],
        (array['Rivera', 'Lee', 'Nguyen', 'Smith'])[1 + (n / 4) % 4] || n
      from generate_series(1, 2000) as n`);
    await database.db.execute(sql`
      insert into certifications (user_id, name, provider)
      select u.id, (array['RN License', 'BLS', 'ACLS', 'CPA License'])[1 + k] || ' ' || u.id,
        'Board ' || (u.id % 300)
      from users u cross join generate_series(0, 3) as k`);
    await database.db.execute(sql`analyze users`);
    await database.db.execute(sql`analyze certifications`);
  });

  it("find users through the trigram indexes of name, username and email", async () => {
    const query = managedUserListQuerySchema.parse({ search: "RIVERA1234" });
    const { rows } = await listManagedUsers(database.db, query);
    expect(rows.map((row) => row.username)).toEqual(["member1234"]);
    const indexes = await indexesOf(() => listManagedUsers(database.db, query));
    expect(indexes).toEqual(
      expect.arrayContaining([
        "users_name_trgm_idx",
        "users_username_trgm_idx",
        "users_email_trgm_idx",
      ]),
    );
  });

  it("find certifications through the trigram indexes of name, provider and holder", async () => {
    // By name: the expiration order reads its dated rows through a bitmap of its own index
    // (expiration_date is not null), which a few thousand rows make the cheaper plan.
    const query = optimizedViewQuerySchema.parse({ search: "member1234@", sort: "name" });
    const read = () =>
      certificationsPage({ db: database.db, clock: systemClock }, { timeZone: "UTC" }, query);
    const page = await read();
    expect(page.rows.map((row) => row.holder.username)).toEqual(Array(4).fill("member1234"));
    const indexes = await indexesOf(read);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "certifications_name_trgm_idx",
        "certifications_provider_trgm_idx",
        "users_username_trgm_idx",
        "users_email_trgm_idx",
      ]),
    );
  });
});
