import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/open";
import { users } from "../../src/server/db/schema";
import { createUser } from "../support/factories";
import { setUpTestDatabase, testEngine } from "../support/test-database";

// The embedded database runs every query text as a prepared statement of its own and reads
// the engine's answers itself (embedded-statements.ts); these hold on both engines.
const t = setUpTestDatabase();

describe("queries through the database layer", () => {
  it("send and read back every kind of value the app stores", async () => {
    const at = new Date("2026-03-01T12:34:56.789Z");
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select ${"Zoë – 認定 ✓"}::text as text, ${null}::text as nothing, ${42}::integer as count,
        ${"12.50"}::numeric(10, 2) as credits, ${true}::boolean as yes,
        ${at.toISOString()}::timestamptz = '2026-03-01T12:34:56.789Z' as same_moment,
        (${"2028-02-29"}::date)::text as day, ${JSON.stringify({ theme: ["a", 1] })}::jsonb as data,
        '' as empty`,
    );
    expect(row).toEqual({
      text: "Zoë – 認定 ✓",
      nothing: null,
      count: 42,
      credits: "12.50",
      yes: true,
      same_moment: true,
      day: "2028-02-29",
      data: { theme: ["a", 1] },
      empty: "",
    });
    const [written] = await t.db
      .insert(users)
      .values({ username: "values", password: "x", email: "values@example.com", theme: { a: 1 } })
      .returning();
    expect(written?.theme).toEqual({ a: 1 });
    expect(written?.createdAt).toBeInstanceOf(Date);
  });

  it("report a refused statement with its SQL code, and answer the next one", async () => {
    await createUser(t.db, { username: "taken" });
    const duplicate = await createUser(t.db, { username: "TAKEN" }).catch((error) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe("23505");
    const syntax = await t.db.execute(sql`select from from`).catch((error) => error);
    expect((syntax as { cause?: { code?: string } }).cause?.code).toBe("42601");
    const [row] = await queryRows<{ one: number }>(t.db, sql`select 1 as one`);
    expect(row?.one).toBe(1);
  });

  it("answer many different statements, more than are kept prepared, and the first ones again", async () => {
    const texts = Array.from({ length: 300 }, (_, index) => index);
    for (const index of [...texts, ...texts.slice(0, 5)]) {
      const [row] = await queryRows<{ value: number }>(
        t.db,
        sql.raw(`select ${index} as value, 'statement ${index}' as name`),
      );
      expect(row?.value).toBe(index);
    }
  });

  it("follow a table whose columns changed since a statement was prepared", async () => {
    await t.db.execute(sql`create table reshaped (id integer)`);
    await t.db.execute(sql`insert into reshaped values (1)`);
    const all = () => queryRows<Record<string, unknown>>(t.db, sql`select * from reshaped`);
    expect(await all()).toEqual([{ id: 1 }]);
    await t.db.execute(sql`alter table reshaped add column label text default 'new'`);
    expect(await all()).toEqual([{ id: 1, label: "new" }]);
  });

  it("carry on past a statement that raises a notice", async () => {
    await t.db.execute(sql`do $$ begin raise notice 'just so you know'; end $$`);
    const [row] = await queryRows<{ two: number }>(t.db, sql`select 2 as two`);
    expect(row?.two).toBe(2);
  });

  if (testEngine() === "pglite") {
    it("prepare statements again once the engine has forgotten them", async () => {
      const count = () => queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
      const before = await count();
      await t.db.execute(sql`deallocate all`);
      expect(await count()).toEqual(before);
    });
  }
});
