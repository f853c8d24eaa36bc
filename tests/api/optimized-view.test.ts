import {
  type OptimizedViewPage,
  type OptimizedViewRow,
  type OptimizedViewSort,
  optimizedViewCountCap,
  optimizedViewMessages,
  optimizedViewSorts,
  type SortDirection,
  sortDirections,
} from "@common/optimized-view";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/open";
import { adminAuditLog, type certifications } from "../../src/server/db/schema";
import {
  encodeCursor,
  sortKeys,
} from "../../src/server/features/optimized-view/certification-order";
import { csvBatchSize } from "../../src/server/features/optimized-view/certifications-csv";
import { signedInAdmin } from "../support/admin";
import type { Agent } from "../support/agent";
import { insertCertification } from "../support/certifications";
import { createUser } from "../support/factories";
import { setUpTestApp } from "../support/test-app";
import { testEngine } from "../support/test-database";

// 22:30 in New York is already the 25th in UTC: "expiring within" counts from the
// administrator's own day.
const now = "2026-11-25T03:30:00.000Z";
const t = setUpTestApp({ now });

const listUrl = (query: Record<string, string | number>) =>
  `/api/admin/certifications?${new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  )}`;

async function pageOf(agent: Agent, query: Record<string, string | number>) {
  const response = await agent.get(listUrl(query));
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<OptimizedViewPage>();
}

/** Every row of the list, page after page by cursor, failing on a repeated row. */
async function readAll(agent: Agent, query: Record<string, string | number>) {
  const rows: OptimizedViewRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total: OptimizedViewPage["total"] = null;
  do {
    const page: OptimizedViewPage = await pageOf(agent, cursor ? { ...query, cursor } : query);
    if (pages === 0) total = page.total;
    else expect(page.total).toBeNull();
    rows.push(...page.rows);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  return { rows, pages, total };
}

type Inserted = typeof certifications.$inferSelect & { username: string };

/** The value a sort orders by, as the list compares it (text case-insensitively). */
function keyOf(row: Inserted, sort: OptimizedViewSort): string | number | null {
  switch (sort) {
    case "holder":
      return row.username.toLowerCase();
    case "name":
      return row.name.toLowerCase();
    case "provider":
      return row.provider?.toLowerCase() ?? null;
    case "expiration":
      return row.expirationDate;
    case "reportingPeriodEnd":
      return row.reportingPeriodEnd;
    case "creditsEarned":
      return row.creditsEarned;
    case "creditsRequired":
      return row.creditsRequired;
    case "status":
      return row.status;
  }
}

/** The order the list must give: by the key (empty ones last both ways), then by id. */
function expectedOrder(rows: Inserted[], sort: OptimizedViewSort, direction: SortDirection) {
  const way = direction === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [keyOf(a, sort), keyOf(b, sort)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        return (x < y ? -1 : 1) * way;
      }
      return (a.id - b.id) * way;
    })
    .map((row) => row.id);
}

describe("GET /api/admin/certifications", () => {
  let admin: Agent;
  const inserted: Inserted[] = [];
  let ada: { id: number; username: string };
  let bob: { id: number; username: string };

  beforeAll(async () => {
    // The admin session opens at the tests' time (it ends 8 hours later).
    t.clock.set(now);
    ({ agent: admin } = await signedInAdmin(t, { timeZone: "America/New_York" }));
    const adaUser = await createUser(t.db, {
      username: "ada_holder",
      email: "ada@clinic.example",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    const bobUser = await createUser(t.db, { username: "Bob_holder", email: "bob@firm.example" });
    ada = adaUser;
    bob = bobUser;
    // Ties on every key, empty values, and mixed case, so the order's every rule shows.
    const rows: [typeof adaUser, Partial<typeof certifications.$inferInsert>][] = [
      [adaUser, { name: "RN License", provider: "State Board", expirationDate: "2026-11-24" }],
      [adaUser, { name: "bls", provider: null, expirationDate: "2026-11-25", creditsRequired: 0 }],
      [adaUser, { name: "BLS", provider: "american heart", expirationDate: "2026-12-25" }],
      [
        adaUser,
        { name: "ACLS", provider: "American Heart", expirationDate: null, status: "expired" },
      ],
      [
        bobUser,
        {
          name: "CPA License",
          provider: "State Board",
          expirationDate: "2026-12-25",
          reportingPeriodEnd: "2026-12-31",
          creditsRequired: 40,
          creditsEarned: 10,
          creditsMissing: 30,
        },
      ],
      [
        bobUser,
        {
          name: "100% Ethics",
          provider: null,
          expirationDate: null,
          reportingPeriodEnd: "2026-12-31",
          creditsRequired: 40,
          creditsEarned: 40,
          status: "inactive",
        },
      ],
      [
        bobUser,
        {
          name: "=ABS(1)",
          provider: "+American Board",
          expirationDate: "2027-06-30",
          creditsRequired: 20,
          creditsEarned: 10,
          creditsMissing: 10,
        },
      ],
    ];
    for (const [user, values] of rows) {
      const row = await insertCertification(t.db, user.id, values);
      inserted.push({ ...row, username: user.username });
    }
  });

  for (const sort of optimizedViewSorts) {
    for (const direction of sortDirections) {
      it(`sorts by ${sort} ${direction}, empty values last and ties by id, in pages without gaps or repeats`, async () => {
        const { rows, pages, total } = await readAll(admin, { sort, direction, pageSize: 2 });
        // The administrator has no certification: the list is the holders'.
        expect(rows.map((row) => row.id)).toEqual(expectedOrder(inserted, sort, direction));
        expect(pages).toBe(4);
        expect(total).toEqual({ count: 7, more: false });
      });
    }
  }

  it("answers each row with its holder, dates, credits, status and deadline status", async () => {
    const { rows } = await readAll(admin, { sort: "name", pageSize: 100 });
    const cpa = rows.find((row) => row.name === "CPA License");
    expect(cpa).toEqual({
      id: expect.any(Number),
      holder: { id: bob.id, username: "Bob_holder", fullName: null },
      name: "CPA License",
      provider: "State Board",
      expirationDate: "2026-12-25",
      reportingPeriodEnd: "2026-12-31",
      creditsEarned: 10,
      creditsRequired: 40,
      creditsUnit: "hours",
      status: "active",
      progress: "At Risk",
      updatedAt: expect.any(String),
    });
    const rn = rows.find((row) => row.name === "RN License");
    expect(rn?.holder).toEqual({ id: ada.id, username: "ada_holder", fullName: "Ada Lovelace" });
    expect(rows.find((row) => row.name === "100% Ethics")?.progress).toBe("Completed");
    expect(rows.find((row) => row.name === "=ABS(1)")?.progress).toBe("In Progress");
  });

  const namesOf = async (query: Record<string, string | number>) => {
    const { rows, total } = await readAll(admin, { sort: "name", pageSize: 3, ...query });
    expect(total?.count).toBe(rows.length);
    return rows.map((row) => row.name);
  };

  it("searches holder usernames and emails, names and providers, in any case", async () => {
    expect(await namesOf({ search: "BOB_H" })).toEqual(["100% Ethics", "=ABS(1)", "CPA License"]);
    expect(await namesOf({ search: "clinic.example" })).toEqual([
      "ACLS",
      "bls",
      "BLS",
      "RN License",
    ]);
    expect(await namesOf({ search: "heart" })).toEqual(["ACLS", "BLS"]);
    expect(await namesOf({ search: "license" })).toEqual(["CPA License", "RN License"]);
    // % and _ are searched for as they are, not as wildcards.
    expect(await namesOf({ search: "100%" })).toEqual(["100% Ethics"]);
    expect(await namesOf({ search: "e_b" })).toEqual([]);
    expect(await namesOf({ search: "nobody" })).toEqual([]);
  });

  it("filters by status, deadline status, holder and expiration", async () => {
    expect(await namesOf({ status: "expired" })).toEqual(["ACLS"]);
    expect(await namesOf({ status: "inactive" })).toEqual(["100% Ethics"]);
    expect(await namesOf({ progress: "At Risk" })).toEqual(["CPA License"]);
    expect(await namesOf({ progress: "Completed", holderId: ada.id })).toEqual([
      "ACLS",
      "bls",
      "BLS",
      "RN License",
    ]);
    expect(await namesOf({ holderId: bob.id, status: "active" })).toEqual([
      "=ABS(1)",
      "CPA License",
    ]);
    // The administrator's day is 2026-11-24 in New York: today and 31 days ahead.
    expect(await namesOf({ expiringWithin: 31 })).toEqual([
      "bls",
      "BLS",
      "CPA License",
      "RN License",
    ]);
    expect(await namesOf({ expiringWithin: 0 })).toEqual(["RN License"]);
    expect(await namesOf({ expiresFrom: "2026-11-25", expiresTo: "2026-12-25" })).toEqual([
      "bls",
      "BLS",
      "CPA License",
    ]);
    expect(await namesOf({ expiresFrom: "2027-01-01" })).toEqual(["=ABS(1)"]);
  });

  it("refuses a cursor of another order or none at all, and a reversed range", async () => {
    const first = await pageOf(admin, { sort: "name", pageSize: 2 });
    expect(first.nextCursor).not.toBeNull();
    const resorted = await admin.get(
      listUrl({ sort: "provider", pageSize: 2, cursor: first.nextCursor ?? "" }),
    );
    expect(resorted.statusCode).toBe(400);
    expect(resorted.json()).toEqual({ message: optimizedViewMessages.staleCursor });
    const forged = await admin.get(listUrl({ sort: "name", cursor: "not-a-cursor" }));
    expect(forged.statusCode).toBe(400);
    const emptyKey = encodeCursor({ sort: "name", direction: "asc", key: null, id: 1 });
    expect((await admin.get(listUrl({ sort: "name", cursor: emptyKey }))).statusCode).toBe(400);
    const reversed = await admin.get(
      listUrl({ expiresFrom: "2026-12-01", expiresTo: "2026-11-01" }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(optimizedViewMessages.expiringRange);
  });

  describe("GET /api/admin/certifications.csv", () => {
    it("exports the filtered rows in the list's order, spreadsheet-safe, and audits it", async () => {
      const response = await admin.get(
        "/api/admin/certifications.csv?status=active&sort=holder&direction=desc",
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Certifications 2026-11-24.csv"; filename*=UTF-8''Certifications%202026-11-24.csv`,
      );
      expect(response.body.startsWith("\uFEFF")).toBe(true);
      const records = response.body.slice(1).split("\r\n");
      expect(records.at(-1)).toBe("");
      expect(records[0]).toBe(
        "ID,Holder,Holder name,Certification,Provider,Expiration,Reporting period end,Credits earned,Credits required,Unit,Status,Progress,Updated at",
      );
      const idOf = (name: string) => inserted.find((row) => row.name === name)?.id;
      const cpa = inserted.find((row) => row.name === "CPA License");
      expect(records.slice(1, -1).map((record) => record.split(",")[0])).toEqual(
        ["=ABS(1)", "CPA License", "BLS", "bls", "RN License"].map((name) => String(idOf(name))),
      );
      expect(records[1]).toMatch(
        new RegExp(
          `^${idOf("=ABS(1)")},Bob_holder,,'=ABS\\(1\\),'\\+American Board,2027-06-30,,10,20,hours,Active,In Progress,`,
        ),
      );
      expect(records[2]).toBe(
        `${cpa?.id},Bob_holder,,CPA License,State Board,2026-12-25,2026-12-31,10,40,hours,Active,At Risk,${cpa?.updatedAt.toISOString()}`,
      );
      expect(records[5]).toContain(",ada_holder,Ada Lovelace,RN License,State Board,2026-11-24,");

      const [entry] = await t.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, "certifications_exported"));
      expect(entry?.details).toEqual({ status: "active", sort: "holder", direction: "desc" });
    });

    it("exports nothing but the header when nothing matches", async () => {
      const response = await admin.get("/api/admin/certifications.csv?search=nobody");
      expect(response.statusCode).toBe(200);
      expect(response.body.slice(1).split("\r\n")).toHaveLength(2);
    });
  });
});

// 100,000 rows are written in seconds on PostgreSQL; PGlite, single-threaded in the test
// process, takes minutes, so this runs in the PostgreSQL project alone (CI runs both).
if (testEngine() === "postgres") {
  describe("the optimized view's paging and sorting on 100,000 certifications", () => {
    let admin: Agent;
    const holders = 10_000;
    const rowsInAll = 100_000;

    beforeAll(async () => {
      t.clock.set(now);
      ({ agent: admin } = await signedInAdmin(t));
      await t.db.execute(sql`
        insert into users (username, password, email)
        select 'holder' || lpad(n::text, 5, '0'), 'x', 'holder' || n || '@example.com'
        from generate_series(1, ${holders}) as n`);
      // Few distinct values per column, so ties are everywhere; a tenth of the dates and
      // providers empty.
      await t.db.execute(sql`
        insert into certifications (user_id, name, provider, expiration_date,
          reporting_period_end, credits_required, credits_earned, credits_missing, status)
        select u.id,
          (array['RN License', 'bls', 'BLS', 'ACLS', 'CPA License'])[1 + n % 5] || ' ' || (n % 37),
          case when n % 10 = 0 then null else 'Provider ' || (n % 50) end,
          case when n % 11 = 0 then null else date '2026-01-01' + ((n::bigint * 7919) % 900)::int end,
          case when n % 9 = 0 then null else date '2026-01-01' + ((n::bigint * 104729) % 700)::int end,
          (n % 4) * 10, (n % 7) * 5, greatest((n % 4) * 10 - (n % 7) * 5, 0),
          (array['active', 'active', 'active', 'inactive', 'expired'])[1 + n % 5]
        from generate_series(1, ${rowsInAll}) as n
        join users u on u.username = 'holder' || lpad((1 + n % ${holders})::text, 5, '0')`);
      await t.db.execute(sql`analyze users`);
      await t.db.execute(sql`analyze certifications`);
    });

    /** The ids in the sort's order as PostgreSQL sorts them directly, from `offset` on. */
    async function orderedIds(
      sort: OptimizedViewSort,
      direction: SortDirection,
      offset: number,
      limit: number,
      where = sql`true`,
    ) {
      const way = sql.raw(direction);
      const rows = await queryRows<{ id: number; key: string | null }>(
        t.db,
        sql`select certifications.id, (${sortKeys[sort].key})::text as key
          from certifications join users on users.id = certifications.user_id
          where ${where}
          order by ${sortKeys[sort].key} ${way} nulls last, certifications.id ${way}
          offset ${offset} limit ${limit}`,
      );
      return rows;
    }

    for (const sort of optimizedViewSorts) {
      for (const direction of sortDirections) {
        it(`gives the first, a middle and the last pages by ${sort} ${direction} as SQL orders them`, async () => {
          const first = await pageOf(admin, { sort, direction, pageSize: 500 });
          expect(first.total).toEqual({ count: optimizedViewCountCap, more: true });
          const second = await pageOf(admin, {
            sort,
            direction,
            pageSize: 500,
            cursor: first.nextCursor ?? "",
          });
          const expected = await orderedIds(sort, direction, 0, 1000);
          expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(
            expected.map((row) => row.id),
          );
          // Half-way: the page after the 50,000th row.
          for (const offset of [49_999, rowsInAll - 301]) {
            const [at] = await orderedIds(sort, direction, offset, 1);
            if (!at) throw new Error("no row there");
            const cursor = encodeCursor({ sort, direction, key: at.key, id: at.id });
            const page = await pageOf(admin, { sort, direction, pageSize: 500, cursor });
            const after = await orderedIds(sort, direction, offset + 1, 500);
            expect(page.rows.map((row) => row.id)).toEqual(after.map((row) => row.id));
            expect(page.nextCursor === null).toBe(after.length < 500);
          }
        });
      }
    }

    it("reads all 100,000 by expiration, undated last, without a gap or a repeat", async () => {
      const { rows, pages } = await readAll(admin, { sort: "expiration", pageSize: 500 });
      // The first tests' seven are there too.
      const expected = await orderedIds("expiration", "asc", 0, 2 * rowsInAll);
      expect(expected.length).toBe(rowsInAll + 7);
      expect(pages).toBe(Math.ceil(expected.length / 500));
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    });

    it("exports a filtered set of several batches in the list's order", async () => {
      const response = await admin.get(
        "/api/admin/certifications.csv?status=inactive&sort=provider&direction=desc",
      );
      expect(response.statusCode).toBe(200);
      const ids = response.body
        .slice(1)
        .split("\r\n")
        .slice(1, -1)
        .map((record) => Number(record.split(",")[0]));
      const expected = await orderedIds(
        "provider",
        "desc",
        0,
        rowsInAll,
        sql`certifications.status = 'inactive'`,
      );
      expect(ids.length).toBeGreaterThan(csvBatchSize * 3);
      expect(ids).toEqual(expected.map((row) => row.id));
    });
  });
}
