import {
  type AuthLogDetail,
  type AuthLogEntry,
  type AuthLogPage,
  authLogCountLimit,
  authLogMessages,
} from "@common/auth-logs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authLogs } from "../../src/server/db/schema";
import {
  authLogCsvBatch,
  authLogCsvHeader,
} from "../../src/server/features/auth-logs/auth-logs-csv";
import { signedInAdmin } from "../support/admin";
import type { Agent } from "../support/agent";
import { setUpTestApp } from "../support/test-app";
import { testEngine } from "../support/test-database";

let logQueries = 0;
const t = setUpTestApp({
  now: "2026-11-24T12:00:00.000Z",
  queryLogger: {
    logQuery: (query) => {
      if (/from "auth_logs"/.test(query)) logQueries += 1;
    },
  },
});

type NewEntry = typeof authLogs.$inferInsert;
type StoredEntry = typeof authLogs.$inferSelect;

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Writes entries as the app's auth log would hold them; answers their ids in that order. */
async function insertEntries(entries: Partial<NewEntry>[]): Promise<number[]> {
  const rows = await t.db
    .insert(authLogs)
    .values(
      entries.map((entry) => ({
        eventType: "login" as const,
        status: "success" as const,
        ipAddress: "10.1.1.1",
        userAgent: chrome,
        ...entry,
      })),
    )
    .returning({ id: authLogs.id });
  return rows.map((row) => row.id);
}

/** Every stored entry newest first (created_at, then id): what the pages must add up to. */
async function everyEntryNewestFirst(): Promise<StoredEntry[]> {
  return t.db.select().from(authLogs).orderBy(sql`created_at desc, id desc`);
}

async function pageOf(agent: Agent, query: string): Promise<AuthLogPage> {
  const response = await agent.get(`/api/admin/auth-logs?${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<AuthLogPage>();
}

const idsOf = (entries: { id: number }[]) => entries.map((entry) => entry.id);

/**
 * Every page of a query, following "Older" from the newest, then back with "Newer" from the
 * last: the ids of each page, both ways.
 */
async function walk(agent: Agent, query: string) {
  const olderPages: number[][] = [];
  let page = await pageOf(agent, query);
  expect(page.newer).toBeNull();
  olderPages.push(idsOf(page.entries));
  while (page.older !== null) {
    page = await pageOf(agent, `${query}&before=${page.older}`);
    olderPages.push(idsOf(page.entries));
  }
  const newerPages: number[][] = [idsOf(page.entries)];
  while (page.newer !== null) {
    page = await pageOf(agent, `${query}&after=${page.newer}`);
    newerPages.unshift(idsOf(page.entries));
  }
  return { olderPages, newerPages, ids: olderPages.flat() };
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();

describe("GET /api/admin/auth-logs", () => {
  it("lists every entry newest first; entries of the same instant by id, newest first", async () => {
    const { agent } = await signedInAdmin(t);
    const [older, sameA, sameB, newest] = await insertEntries([
      { username: "ada", createdAt: new Date("2090-01-01T00:00:00Z") },
      { username: "ada", eventType: "logout", createdAt: new Date("2090-01-02T00:00:00Z") },
      {
        username: "bob",
        userId: null,
        status: "failure",
        eventSubtype: "disabled",
        createdAt: new Date("2090-01-02T00:00:00Z"),
      },
      { username: "cy", eventType: "mfa", createdAt: new Date("2090-01-03T00:00:00Z") },
    ]);
    const page = await pageOf(agent, "pageSize=4");
    expect(idsOf(page.entries)).toEqual([newest, sameB, sameA, older]);
    expect(page.entries[1]).toEqual({
      id: expect.any(Number),
      createdAt: "2090-01-02T00:00:00.000Z",
      userId: null,
      username: "bob",
      eventType: "login",
      eventSubtype: "disabled",
      status: "failure",
      ipAddress: "10.1.1.1",
      userAgent: chrome,
    } satisfies AuthLogEntry);
    expect(page.newer).toBeNull();
    expect(page.matching).toEqual({
      count: (await everyEntryNewestFirst()).length,
      atLeast: false,
    });
  });

  it("filters by username (any case, exact), event type, status, IP address and period, alone and together", async () => {
    const { agent } = await signedInAdmin(t);
    const at = (day: number) => new Date(Date.UTC(2031, 0, day, 9, 30));
    await insertEntries([
      { username: "Grace.Hopper", ipAddress: "192.0.2.10", createdAt: at(1) },
      { username: "grace.hopper", status: "failure", ipAddress: "192.0.2.10", createdAt: at(2) },
      { username: "grace.hopper", eventType: "logout", ipAddress: "192.0.2.11", createdAt: at(3) },
      { username: "grace.hopperx", status: "failure", ipAddress: "192.0.2.10", createdAt: at(4) },
      { username: "linus", eventType: "lockout", status: "failure", createdAt: at(5) },
      { username: null, eventType: "registration", ipAddress: "192.0.2.10", createdAt: at(6) },
    ]);
    const stored = await everyEntryNewestFirst();
    const from = "2031-01-02T00:00:00.000Z";
    const to = "2031-01-05T00:00:00.000Z";
    const inPeriod = (entry: StoredEntry) =>
      entry.createdAt >= new Date(from) && entry.createdAt < new Date(to);
    const cases: [Record<string, string>, (entry: StoredEntry) => boolean][] = [
      [{ username: "GRACE.hopper" }, (entry) => entry.username?.toLowerCase() === "grace.hopper"],
      [
        { username: "  grace.hopper  " },
        (entry) => entry.username?.toLowerCase() === "grace.hopper",
      ],
      [{ eventType: "logout" }, (entry) => entry.eventType === "logout"],
      [{ status: "failure" }, (entry) => entry.status === "failure"],
      [{ ipAddress: "192.0.2.10" }, (entry) => entry.ipAddress === "192.0.2.10"],
      [{ from }, (entry) => entry.createdAt >= new Date(from)],
      [{ to }, (entry) => entry.createdAt < new Date(to)],
      [{ from, to }, inPeriod],
      [
        { username: "grace.hopper", status: "failure", ipAddress: "192.0.2.10" },
        (entry) =>
          entry.username?.toLowerCase() === "grace.hopper" &&
          entry.status === "failure" &&
          entry.ipAddress === "192.0.2.10",
      ],
      [
        { ipAddress: "192.0.2.10", status: "failure", from, to },
        (entry) =>
          entry.ipAddress === "192.0.2.10" && entry.status === "failure" && inPeriod(entry),
      ],
      [{ eventType: "lockout", status: "success" }, () => false],
    ];
    for (const [filters, matches] of cases) {
      const expected = idsOf(stored.filter(matches));
      const { ids } = await walk(agent, q({ ...filters, pageSize: 2 }));
      expect(ids, JSON.stringify(filters)).toEqual(expected);
      const page = await pageOf(agent, q(filters));
      expect(page.matching, JSON.stringify(filters)).toEqual({
        count: Math.min(expected.length, authLogCountLimit),
        atLeast: expected.length >= authLogCountLimit,
      });
    }
    expect(idsOf(stored.filter((entry) => entry.username === "grace.hopper"))).toHaveLength(2);
  });

  it("pages without gaps or repeats, entries of one instant split across pages included, and new entries do not shift pages", async () => {
    const { agent } = await signedInAdmin(t);
    const instant = new Date("2032-05-05T05:05:05.000Z");
    await insertEntries(
      Array.from({ length: 11 }, (_, index) => ({
        username: "paging.user",
        // Seven entries share one instant; the others are a second apart.
        createdAt: index < 7 ? instant : new Date(instant.getTime() + (index - 6) * 1000),
      })),
    );
    const expected = idsOf(
      (await everyEntryNewestFirst()).filter((entry) => entry.username === "paging.user"),
    );
    const { olderPages, newerPages, ids } = await walk(agent, "username=paging.user&pageSize=3");
    expect(ids).toEqual(expected);
    expect(olderPages.map((page) => page.length)).toEqual([3, 3, 3, 2]);
    expect(newerPages).toEqual(olderPages);

    const first = await pageOf(agent, "username=paging.user&pageSize=3");
    await insertEntries([
      { username: "paging.user", createdAt: new Date(instant.getTime() + 60_000) },
    ]);
    const second = await pageOf(agent, `username=paging.user&pageSize=3&before=${first.older}`);
    expect(idsOf(second.entries)).toEqual(expected.slice(3, 6));
    expect(second.newer).toBe(expected[3]);
  });

  it("refuses what it cannot mean with 400", async () => {
    const { agent } = await signedInAdmin(t);
    const [known] = await insertEntries([{ username: "someone" }]);
    const refusals: [string, string][] = [
      ["eventType=sign-in", "eventType"],
      ["status=maybe", "status"],
      ["from=2026-01-01", "from"],
      ["to=yesterday", "to"],
      ["from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z", `to: ${authLogMessages.reversedRange}`],
      [`before=${known}&after=${known}`, `after: ${authLogMessages.bothCursors}`],
      ["before=2147483647", `before: ${authLogMessages.unknownCursor}`],
      ["after=0", "after"],
      ["pageSize=101", "pageSize"],
      [`username=${"u".repeat(255)}`, "username"],
      [`ipAddress=${"1".repeat(65)}`, "ipAddress"],
      ["username=%00", "username"],
    ];
    for (const [query, message] of refusals) {
      const response = await agent.get(`/api/admin/auth-logs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(message);
    }
    const csv = await agent.get("/api/admin/auth-logs.csv?status=maybe");
    expect(csv.statusCode).toBe(400);
  });
});

describe("GET /api/admin/auth-logs/:id", () => {
  it("answers one entry with its details, and 404 for an entry that does not exist", async () => {
    const { agent } = await signedInAdmin(t);
    const details = { reason: "wrong password", knownDevice: "d3v1c3" };
    const [id] = await insertEntries([
      {
        username: "ada",
        status: "failure",
        details,
        createdAt: new Date("2026-11-20T08:00:00.123Z"),
      },
    ]);
    const response = await agent.get(`/api/admin/auth-logs/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthLogDetail>()).toMatchObject({
      id,
      username: "ada",
      status: "failure",
      createdAt: "2026-11-20T08:00:00.123Z",
      details,
    });
    for (const missing of ["2147483647", "99999999999", "abc"]) {
      const refused = await agent.get(`/api/admin/auth-logs/${missing}`);
      expect(refused.statusCode, missing).toBe(404);
    }
  });
});

/** The records of a CSV answer (CRLF-separated; no cell here holds a line break). */
const recordsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);

describe("GET /api/admin/auth-logs.csv", () => {
  it("exports the filtered entries newest first as UTF-8 CSV with quoting and formulas neutralised", async () => {
    const { agent } = await signedInAdmin(t);
    await insertEntries([
      {
        username: '=HYPERLINK("http://evil.example")',
        userId: null,
        ipAddress: "198.51.100.9",
        status: "failure",
        details: { reason: "unknown username" },
        createdAt: new Date("2033-03-03T03:03:03.003Z"),
      },
      {
        username: "zoë",
        eventType: "password-reset",
        eventSubtype: "code-sent",
        ipAddress: "198.51.100.9",
        userAgent: null,
        details: { email: "zoë@example.com" },
        createdAt: new Date("2033-03-04T00:00:00.000Z"),
      },
      { username: "other", ipAddress: "198.51.100.10", createdAt: new Date("2033-03-05") },
    ]);
    const response = await agent.get("/api/admin/auth-logs.csv?ipAddress=198.51.100.9");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"auth-log-2026-11-24.csv\"; filename*=UTF-8''auth-log-2026-11-24.csv",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-length"]).toBeUndefined();
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    expect(response.body.endsWith("\r\n")).toBe(true);
    expect(recordsOf(response.body)).toEqual([
      authLogCsvHeader.join(","),
      `2033-03-04T00:00:00.000Z,zoë,,password-reset,code-sent,success,198.51.100.9,,"{""email"":""zoë@example.com""}"`,
      `2033-03-03T03:03:03.003Z,"'=HYPERLINK(""http://evil.example"")",,login,,failure,198.51.100.9,"${chrome.replaceAll('"', '""')}","{""reason"":""unknown username""}"`,
    ]);
  });

  it("reads the log in batches while it writes, so a long export never holds every row", async () => {
    const { agent } = await signedInAdmin(t);
    const count = authLogCsvBatch * 2 + 5;
    await t.db.execute(sql`
      insert into auth_logs (username, event_type, status, ip_address, created_at)
      select 'batch.user', 'login', 'success', '203.0.113.50',
        timestamptz '2034-01-01 00:00:00+00' + (g % 100) * interval '1 second'
      from generate_series(1, ${count}) g`);
    const expected = (await everyEntryNewestFirst())
      .filter((entry) => entry.username === "batch.user")
      .map((entry) => entry.createdAt.toISOString());
    logQueries = 0;
    const response = await agent.get("/api/admin/auth-logs.csv?username=batch.user");
    expect(response.statusCode).toBe(200);
    const records = recordsOf(response.body).slice(1);
    expect(records.map((record) => record.split(",")[0])).toEqual(expected);
    // Three batches of rows, each its own query after the last row sent.
    expect(logQueries).toBe(3);
  });
});

// 100,000 rows take PGlite about 17 s here: they are checked on PostgreSQL, where a log this
// size lives (the PGlite project keeps the tests above).
if (testEngine() === "postgres") {
  describe("filters and paging on PostgreSQL with 100,000 rows", () => {
    const bulk = 100_000;
    const eventTypes = ["login", "logout", "mfa", "session", "registration"] as const;

    it("answers each filter, the count limit and paging correctly on 100,000 entries", async () => {
      const { agent } = await signedInAdmin(t);
      // One statement, set-wise: entry g is user bulk.(g % 1000), one of five event types, a
      // failure when g is a multiple of 10, from one of 200 addresses, a minute after g - 1.
      await t.db.execute(sql`
      insert into auth_logs (username, event_type, status, ip_address, user_agent, created_at)
      select 'bulk.' || (g % 1000),
        (array['login', 'logout', 'mfa', 'session', 'registration'])[1 + g % 5],
        case when g % 10 = 0 then 'failure' else 'success' end,
        '100.64.0.' || (g % 200),
        ${chrome},
        timestamptz '2100-01-01 00:00:00+00' + g * interval '1 minute'
      from generate_series(1, ${bulk}) g`);
      const everyEntry = await everyEntryNewestFirst();
      const stored = everyEntry.filter((entry) => entry.username?.startsWith("bulk."));
      expect(stored).toHaveLength(bulk);
      const bulkIds = idsOf(stored);
      const g = (entry: StoredEntry) =>
        Math.round((entry.createdAt.getTime() - Date.UTC(2100, 0, 1)) / 60_000);

      // No filter: the bulk entries are the newest of the log.
      const first = await pageOf(agent, "pageSize=100");
      expect(idsOf(first.entries)).toEqual(bulkIds.slice(0, 100));
      expect(first.matching).toEqual({ count: authLogCountLimit, atLeast: true });
      let page = first;
      for (let index = 1; index <= 3; index += 1) {
        page = await pageOf(agent, `pageSize=100&before=${page.older}`);
        expect(idsOf(page.entries)).toEqual(bulkIds.slice(index * 100, (index + 1) * 100));
      }
      const back = await pageOf(agent, `pageSize=100&after=${page.newer}`);
      expect(idsOf(back.entries)).toEqual(bulkIds.slice(200, 300));

      const cases: [Record<string, string>, (entry: StoredEntry) => boolean][] = [
        [{ username: "BULK.7" }, (entry) => g(entry) % 1000 === 7],
        [{ eventType: "mfa" }, (entry) => eventTypes[g(entry) % 5] === "mfa"],
        [{ status: "failure" }, (entry) => g(entry) % 10 === 0],
        [{ ipAddress: "100.64.0.7" }, (entry) => g(entry) % 200 === 7],
        [
          { from: "2100-02-01T00:00:00.000Z", to: "2100-02-01T12:00:00.000Z" },
          (entry) => g(entry) >= 31 * 24 * 60 && g(entry) < 31 * 24 * 60 + 12 * 60,
        ],
        [
          { eventType: "login", status: "failure", ipAddress: "100.64.0.10" },
          (entry) => g(entry) % 5 === 0 && g(entry) % 10 === 0 && g(entry) % 200 === 10,
        ],
      ];
      for (const [filters, matches] of cases) {
        const expected = idsOf(stored.filter(matches));
        const label = JSON.stringify(filters);
        if (expected.length <= 1000) {
          const { ids } = await walk(agent, q({ ...filters, pageSize: 100 }));
          expect(ids, label).toEqual(expected);
        } else {
          const top = await pageOf(agent, q({ ...filters, pageSize: 100 }));
          expect(idsOf(top.entries), label).toEqual(expected.slice(0, 100));
          const next = await pageOf(
            agent,
            q({ ...filters, pageSize: 100, before: top.older ?? 0 }),
          );
          expect(idsOf(next.entries), label).toEqual(expected.slice(100, 200));
        }
        const { matching } = await pageOf(agent, q({ ...filters, pageSize: 1 }));
        expect(matching, label).toEqual({
          count: Math.min(expected.length, authLogCountLimit),
          atLeast: expected.length >= authLogCountLimit,
        });
      }

      const csv = await agent.get(
        `/api/admin/auth-logs.csv?${q({ status: "failure", eventType: "login" })}`,
      );
      expect(csv.statusCode).toBe(200);
      const exported = recordsOf(csv.body).slice(1);
      const expectedFailures = everyEntry.filter(
        (entry) => entry.status === "failure" && entry.eventType === "login",
      );
      expect(exported).toHaveLength(expectedFailures.length);
      expect(exported[0]?.split(",").slice(0, 2)).toEqual([
        expectedFailures[0]?.createdAt.toISOString(),
        expectedFailures[0]?.username,
      ]);
    });
  });
}
