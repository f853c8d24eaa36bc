import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  rootCause,
} from "../../src/server/db/database-unavailable";
import { EmbeddedDatabase } from "../../src/server/db/embedded-database";
import { type Database, openDatabase, queryRows } from "../../src/server/db/open";
import { databaseUnavailableMessage } from "../../src/server/plugins/error-handler";
import { certificationForm, certificationRowsOf } from "../support/certifications";
import { createUser, signedIn, signInAs } from "../support/factories";
import { ensureBuilt, startServer } from "../support/server-process";
import { setUpResource } from "../support/set-up-resource";
import { startTcpProxy } from "../support/tcp-proxy";
import { setUpTestApp } from "../support/test-app";
import { TestClock } from "../support/test-clock";
import { openEmptyTestDatabase, testDatabaseUrl, testEngine } from "../support/test-database";

/** One answer seen by the simulated users: when it was asked, how long it took, its status. */
type Answer = { startedAt: number; ms: number; status: number; body: unknown };

/** A signed-in user of the app, through whatever door the test has (real HTTP or inject). */
type Caller = {
  userId: number;
  send(method: "GET" | "POST", url: string, body?: unknown): Promise<Omit<Answer, "startedAt">>;
};

/**
 * Users adding and listing certifications at a busy pace, each write named uniquely;
 * the names of the writes that were answered 201 are kept, to be found afterwards.
 */
function startLoad(callers: Caller[]) {
  const answers: Answer[] = [];
  const acknowledged = new Map(callers.map((caller) => [caller.userId, [] as string[]]));
  let running = true;
  let sequence = 0;
  const ask = async (caller: Caller, method: "GET" | "POST", url: string, body?: unknown) => {
    const startedAt = performance.now();
    const answer = { startedAt, ...(await caller.send(method, url, body)) };
    answers.push(answer);
    return answer;
  };
  const loops = callers.map(async (caller) => {
    while (running) {
      const roundStart = performance.now();
      sequence += 1;
      const name = `Outage drill ${sequence}`;
      const write = await ask(caller, "POST", "/api/certifications", certificationForm({ name }));
      if (write.status === 201) acknowledged.get(caller.userId)?.push(name);
      await ask(caller, "GET", "/api/certifications?pageSize=5");
      // A busy person's pace (10 requests a second), well inside the general rate limit.
      await delay(Math.max(0, 200 - (performance.now() - roundStart)));
    }
  });
  return {
    answers,
    acknowledged,
    /** Resolves once `count` requests asked after `since` have been answered 2xx. */
    async servedAfter(since: number, count = 1, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const served = answers.filter((a) => a.startedAt >= since && a.status < 300);
        if (served.length >= count) return served;
        await delay(20);
      }
      throw new Error(`fewer than ${count} requests served within ${timeoutMs} ms`);
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const milliseconds = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
  return `median ${at(0.5)} ms, longest ${at(1)} ms`;
};

if (testEngine() === "postgres") {
  describe("PostgreSQL going away under load (the built server)", () => {
    const applicationName = `certminder-outage-${randomBytes(4).toString("hex")}`;
    const sessionSecret = randomBytes(32).toString("hex");
    const target = new URL(testDatabaseUrl());

    const database = setUpResource(
      "The outage database",
      () => openEmptyTestDatabase(),
      (opened) => opened.close(),
    );
    const proxy = setUpResource(
      "The TCP proxy",
      () => startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }),
      (opened) => opened.close(),
    );
    const dataDir = setUpResource(
      "The data folder",
      async () => ({ path: await mkdtemp(path.join(tmpdir(), "certminder-outage-")) }),
      (dir) => rm(dir.path, { recursive: true, force: true }),
    );
    const server = setUpResource(
      "The server",
      async () => {
        await ensureBuilt();
        // The server reaches PostgreSQL through the proxy, under a name of its own, so the
        // test can cut its network or end its connections without touching anyone else's.
        const url = new URL(testDatabaseUrl());
        url.hostname = "127.0.0.1";
        url.port = String(proxy.port);
        url.searchParams.set("options", `-c search_path=${database.schema}`);
        url.searchParams.set("application_name", applicationName);
        return startServer({
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir.path,
          SESSION_SECRET: sessionSecret,
          TRUST_PROXY: "true",
          LOG_LEVEL: "warn",
        });
      },
      async (started) => {
        // A clean SIGTERM exit shows the process lived through every outage of the file.
        expect(await started.stop("SIGTERM")).toBe(0);
      },
      { timeout: 180_000 },
    );

    /** A premium user signed in on the real server, calling from an address of their own. */
    async function remoteUser(index: number): Promise<Caller> {
      const user = await createUser(database.db, { isSubscriptionOverridden: true });
      const cookie = await signInAs(
        { db: database.db, sessionSecret, clock: new TestClock(new Date()) },
        user.id,
      );
      const headers = { cookie, "x-forwarded-for": `10.77.0.${index + 1}` };
      const tokenResponse = await fetch(`${server.url}/api/csrf-token`, { headers });
      expect(tokenResponse.status).toBe(200);
      const { csrfToken }: { csrfToken: string } = await tokenResponse.json();
      return {
        userId: user.id,
        async send(method, url, body) {
          const startedAt = performance.now();
          try {
            const response = await fetch(`${server.url}${url}`, {
              method,
              headers: {
                ...headers,
                "x-csrf-token": csrfToken,
                ...(body ? { "content-type": "application/json" } : {}),
              },
              body: body ? JSON.stringify(body) : undefined,
              // Far beyond any bounded wait of the server: no answer by then is a hang.
              signal: AbortSignal.timeout(20_000),
            });
            const text = await response.text();
            const ms = performance.now() - startedAt;
            return { ms, status: response.status, body: text ? JSON.parse(text) : null };
          } catch (error) {
            return { ms: performance.now() - startedAt, status: 0, body: String(error) };
          }
        },
      };
    }

    async function health() {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, body: await response.json() };
    }

    /** What every simulated user must have seen: answers or 503s, and every 201 stored. */
    async function expectServedOrRefused(load: ReturnType<typeof startLoad>) {
      const statuses = new Set(load.answers.map((answer) => answer.status));
      expect([...statuses].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
      for (const answer of load.answers.filter((a) => a.status === 503)) {
        expect(answer.body).toEqual({ message: databaseUnavailableMessage });
      }
      for (const [userId, acknowledged] of load.acknowledged) {
        expect(acknowledged.length).toBeGreaterThan(0);
        const stored = await certificationRowsOf(database.db, userId);
        expect(stored.map((row) => row.name)).toEqual(expect.arrayContaining(acknowledged));
      }
    }

    it("ends every connection of the app: requests get 503, never 500, and it serves on", async () => {
      const callers = await Promise.all(range(10).map((index) => remoteUser(index)));
      const load = startLoad(callers);
      await load.servedAfter(0, 30);

      // Every backend of this server, several times in a row, while requests are in flight.
      const startedAt = performance.now();
      let terminated = 0;
      for (let round = 0; round < 8; round += 1) {
        const rows = await queryRows<{ ended: boolean }>(
          database.db,
          sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
              where application_name = ${applicationName}`,
        );
        terminated += rows.filter((row) => row.ended).length;
        await delay(150);
      }
      const endedAt = performance.now();
      const [back] = await load.servedAfter(endedAt, 1);
      const backMs = (back?.startedAt ?? 0) + (back?.ms ?? 0) - endedAt;
      await load.servedAfter(endedAt, 20);
      await load.stop();

      expect(terminated).toBeGreaterThan(0);
      const during = load.answers.filter((a) => a.startedAt >= startedAt && a.startedAt < endedAt);
      const refused = during.filter((answer) => answer.status === 503);
      expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(10_000);
      expect(backMs).toBeLessThan(5000);
      await expectServedOrRefused(load);
      expect((await health()).status).toBe(200);
      console.info(
        `connections ended: ${terminated} in 8 rounds; ${during.length} requests meanwhile, ` +
          `${refused.length} answered 503; answers ${milliseconds(during.map((a) => a.ms))}; ` +
          `served again ${Math.round(backMs)} ms after the last round`,
      );
    }, 120_000);

    it("lets go of the locks of a transaction whose network went silent", async () => {
      // A network of its own, so the server's connections are not touched.
      const silent = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      const url = new URL(testDatabaseUrl());
      url.hostname = "127.0.0.1";
      url.port = String(silent.port);
      const cutOff = await openDatabase({
        databaseUrl: url.toString(),
        searchPath: database.schema,
      });
      const direct = await openDatabase({
        databaseUrl: testDatabaseUrl(),
        searchPath: database.schema,
      });
      try {
        await direct.db.execute(sql`create table held_row (id integer primary key)`);
        await direct.db.execute(sql`insert into held_row values (1)`);
        let locked = () => {};
        const rowLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        let giveUp = () => {};
        const givenUp = new Promise<void>((resolve) => {
          giveUp = resolve;
        });
        // A transaction locks the row, then its network goes silent before it can commit.
        const abandoned = cutOff.db
          .transaction(async (tx) => {
            await tx.execute(sql`select id from held_row where id = 1 for update`);
            silent.cut("frozen");
            locked();
            await givenUp;
          })
          .catch((error: unknown) => error);
        await rowLocked;

        const startedAt = performance.now();
        const row = await direct.db.transaction(async (tx) =>
          queryRows<{ id: number }>(tx, sql`select id from held_row where id = 1 for update`),
        );
        expect(row).toEqual([{ id: 1 }]);
        console.info(
          `a row locked by a transaction cut off by a silent network was free again after ${Math.round(performance.now() - startedAt)} ms`,
        );
        // The abandoned transaction cannot commit: it ends in an error, not a hang.
        giveUp();
        expect(await abandoned).toBeInstanceOf(Error);
      } finally {
        await silent.close();
        await cutOff.close();
        await direct.db.execute(sql`drop table if exists held_row`);
        await direct.close();
      }
    }, 60_000);

    // Takes about 9 s: a wait longer than a connection's 3 s to open, then an outage found by
    // the 2 s hold and a probe that gives up after 3 s.
    it("serves a request queued behind busy connections longer than a connection takes to open, and refuses the waiting ones once the database is found gone", async () => {
      const network = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      const url = new URL(testDatabaseUrl());
      url.hostname = "127.0.0.1";
      url.port = String(network.port);
      const oneConnection = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        // A burst: the one connection answers a slow query while the next request waits.
        const [, queued] = await Promise.allSettled([
          oneConnection.db.execute(sql`select pg_sleep(3.5)`),
          queryRows<{ one: number }>(oneConnection.db, sql`select 1 as one`),
        ]);
        expect(queued).toEqual({ status: "fulfilled", value: [{ one: 1 }] });

        // The network goes silent under the held connection: the request waiting behind it is
        // refused as soon as the outage is found, not when its own wait runs out.
        let held = () => {};
        const connectionHeld = new Promise<void>((resolve) => {
          held = resolve;
        });
        let giveUp = () => {};
        const givenUp = new Promise<void>((resolve) => {
          giveUp = resolve;
        });
        const abandoned = oneConnection.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            network.cut("frozen");
            held();
            await givenUp;
          })
          .catch((error: unknown) => error);
        await connectionHeld;
        const waiting = await oneConnection.db.execute(sql`select 1`).catch((error) => error);
        expect(isDatabaseUnavailable(waiting)).toBe(true);
        // Refused for the outage itself, not for a wait that ran out.
        expect(rootCause(waiting)).toBeInstanceOf(DatabaseUnavailableError);
        expect(oneConnection.availability.available).toBe(false);
        giveUp();
        expect(await abandoned).toBeInstanceOf(Error);
      } finally {
        await network.close();
        await oneConnection.close();
      }
    }, 60_000);

    it.each([
      { open: "dropped", first: 10 },
      { open: "frozen", first: 20 },
    ] as const)(
      "loses its network for 10 s, open connections $open: 503 within seconds, serves again within 5 s of its return",
      async ({ open, first }) => {
        const callers = await Promise.all(range(10).map((index) => remoteUser(first + index)));
        const load = startLoad(callers);
        await load.servedAfter(0, 30);

        const logBefore = server.output().length;
        const cutAt = performance.now();
        proxy.cut(open);
        // Once the outage is known, health and requests answer 503 at once.
        let outageHealth = await health();
        while (outageHealth.status === 200 && performance.now() - cutAt < 10_000) {
          await delay(100);
          outageHealth = await health();
        }
        expect(outageHealth).toEqual({
          status: 503,
          body: { status: "unavailable", database: "unavailable", message: "Database unavailable" },
        });
        const knownAt = performance.now();
        await delay(Math.max(0, 10_000 - (knownAt - cutAt)));
        const restoredAt = performance.now();
        proxy.restore();

        const [back] = await load.servedAfter(restoredAt, 1);
        const backMs = (back?.startedAt ?? 0) + (back?.ms ?? 0) - restoredAt;
        await load.servedAfter(restoredAt, 20);
        await load.stop();

        const during = load.answers.filter((a) => a.startedAt >= cutAt && a.startedAt < restoredAt);
        const refused = during.filter((answer) => answer.status === 503);
        const afterKnown = during.filter((answer) => answer.startedAt >= knownAt);
        expect(refused.length).toBeGreaterThan(0);
        expect(during.every((answer) => answer.status === 503)).toBe(true);
        // No request waits on the dead network beyond the bounded connection wait.
        expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(10_000);
        expect(backMs).toBeLessThan(5000);
        await expectServedOrRefused(load);
        expect(await health()).toEqual({ status: 200, body: { status: "ok", database: "ok" } });
        // The outage is logged when it starts, not once per refused request.
        const log = server.output().slice(logBefore);
        expect(log.match(/database unavailable: answering 503/g)).toHaveLength(1);
        console.info(
          `network cut 10 s, open connections ${open}: ${during.length} requests meanwhile, ${refused.length} answered 503; ` +
            `answers ${milliseconds(during.map((a) => a.ms))}; once the outage was known ` +
            `(${Math.round(knownAt - cutAt)} ms after the cut) ${milliseconds(afterKnown.map((a) => a.ms))}; ` +
            `served again ${Math.round(backMs)} ms after the network returned`,
        );
      },
      120_000,
    );
  });
} else {
  describe("the embedded database failing under load", () => {
    const t = setUpTestApp();

    function embeddedEngine(db: Database): EmbeddedDatabase {
      if ("$client" in db && db.$client instanceof EmbeddedDatabase) return db.$client;
      throw new Error("the test app does not run on the embedded database");
    }

    /** A premium user signed in through app.inject; the CSRF token is fetched once. */
    async function injectedUser(): Promise<Caller> {
      const { user, agent } = await signedIn(t, { isSubscriptionOverridden: true });
      const csrf = { "x-csrf-token": await agent.csrfToken() };
      return {
        userId: user.id,
        async send(method, url, body) {
          const startedAt = performance.now();
          const response = await agent.send(method, url, body, method === "GET" ? {} : csrf);
          const ms = performance.now() - startedAt;
          return { ms, status: response.statusCode, body: response.json() };
        },
      };
    }

    it("answers 503 once its engine fails, never 500, at once, and health says so", async () => {
      const load = startLoad(await Promise.all(range(6).map(() => injectedUser())));
      await load.servedAfter(0, 20);

      // The engine stops under the app's feet, as an aborted or closed PGlite would.
      const failedAt = performance.now();
      await embeddedEngine(t.db).close();
      await delay(500);
      await load.stop();

      const after = load.answers.filter((answer) => answer.startedAt >= failedAt);
      expect(load.answers.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((answer) => answer.status === 503)).toBe(true);
      for (const answer of after)
        expect(answer.body).toEqual({ message: databaseUnavailableMessage });
      // Refused at once, not after waiting on the engine.
      expect(Math.max(...after.map((answer) => answer.ms))).toBeLessThan(2000);

      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: "unavailable",
        database: "unavailable",
        message: "Database unavailable",
      });
      console.info(
        `embedded engine closed: ${after.length} requests afterwards, all 503; ` +
          `answers ${milliseconds(after.map((a) => a.ms))}`,
      );
    });
  });
}
