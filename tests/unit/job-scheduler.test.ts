import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "../../src/server/db/database-unavailable";
import { type Scheduler, startScheduler } from "../../src/server/jobs/scheduler";
import { loggerOptions } from "../../src/server/logger";

type LogLine = { level: number; msg: string; job?: string; failedRuns?: number };

function capturedLog() {
  const lines: LogLine[] = [];
  const log = pino(
    loggerOptions("info"),
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { log, lines };
}

/** A job that fails its first `failures` runs with `error`, then succeeds; records its runs. */
function flakyJob(failures: number, error: unknown) {
  const runs: number[] = [];
  return {
    runs,
    job: {
      name: "reminder-sweep",
      everyMs: 60 * 60 * 1000,
      run: async () => {
        runs.push(performance.now());
        if (runs.length <= failures) throw error;
        return { created: 0 };
      },
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const databaseDown = new DrizzleQueryError("select 1", [], new DatabaseUnavailableError());
let scheduler: Scheduler | undefined;

afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

describe("job scheduler", () => {
  it("retries a failed run soon, backing off, and logs the streak once, not every retry", async () => {
    const { log, lines } = capturedLog();
    const { job, runs } = flakyJob(4, databaseDown);
    scheduler = startScheduler([job], log, { firstRetryMs: 20, maxRetryMs: 60 });
    await waitUntil(() => runs.length === 5);
    await waitUntil(() => lines.some((line) => line.msg === "job runs again"));

    // Not at its hourly interval: 20, 40, 60, 60 ms after each failure (timers may fire late).
    const gaps = runs.slice(1).map((at, index) => at - (runs[index] ?? 0));
    const shortest = [20, 40, 60, 60].map((ms) => ms - 2);
    expect(gaps.map((gap, index) => gap >= (shortest[index] ?? 0))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      lines.map(({ level, msg, job: name, failedRuns }) => ({ level, msg, name, failedRuns })),
    ).toEqual([
      {
        level: 40,
        msg: "job skipped: database unavailable; retrying",
        name: "reminder-sweep",
        failedRuns: undefined,
      },
      { level: 30, msg: "job runs again", name: "reminder-sweep", failedRuns: 4 },
    ]);
  });

  it("logs another failure as an error, with its cause, and retries it too", async () => {
    const { log, lines } = capturedLog();
    const { job, runs } = flakyJob(1, new Error("SMTP said no"));
    scheduler = startScheduler([job], log, { firstRetryMs: 20 });
    await waitUntil(() => runs.length === 2);
    const failure = lines.find((line) => line.level === 50);
    expect(failure).toMatchObject({ msg: "job failed; retrying", job: "reminder-sweep" });
    expect(JSON.stringify(failure)).toContain("SMTP said no");
  });

  it("stops retrying once stopped", async () => {
    const { log } = capturedLog();
    const { job, runs } = flakyJob(100, databaseDown);
    scheduler = startScheduler([job], log, { firstRetryMs: 10 });
    await waitUntil(() => runs.length >= 2);
    await scheduler.stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.length).toBe(count);
  });
});
