import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "../db/database-unavailable";

export type Job = {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
};

export type Scheduler = {
  /**
   * Runs the job soon, outside its interval. Calls close together make one run; a call during
   * a run makes one more run after it, so work that arrived mid-run is not left for the interval.
   */
  runNow(name: string): void;
  /** Stops the intervals and waits for runs in progress. */
  stop(): Promise<void>;
};

export type SchedulerOptions = {
  runNowDelayMs?: number;
  /** After a failed run, the job runs again this soon, doubling with each failure in a row. */
  firstRetryMs?: number;
  /** The longest wait between retries (the job's interval keeps running besides). */
  maxRetryMs?: number;
};

/**
 * Runs each job at start-up and then on its interval, never two runs of one job at once in
 * this process. Jobs make themselves safe across instances (idempotent writes, advisory locks).
 * A failed run is skipped and retried with a back-off; a streak of failures (the database
 * down for an hour) is logged when it starts and when it ends, not at every retry.
 */
export function startScheduler(
  jobs: Job[],
  log: FastifyBaseLogger,
  { runNowDelayMs = 50, firstRetryMs = 2000, maxRetryMs = 60_000 }: SchedulerOptions = {},
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const runAgain = new Set<string>();
  const soon = new Map<string, NodeJS.Timeout>();
  const retries = new Map<string, NodeJS.Timeout>();
  const failuresInARow = new Map<string, number>();
  let stopped = false;

  const retryLater = (job: Job, failures: number) => {
    clearTimeout(retries.get(job.name));
    const delay = Math.min(firstRetryMs * 2 ** (failures - 1), maxRetryMs);
    const timer = setTimeout(() => {
      retries.delete(job.name);
      tick(job);
    }, delay);
    timer.unref();
    retries.set(job.name, timer);
  };

  const succeeded = (job: Job, result: unknown) => {
    const failures = failuresInARow.get(job.name) ?? 0;
    failuresInARow.delete(job.name);
    clearTimeout(retries.get(job.name));
    retries.delete(job.name);
    if (failures > 0) log.info({ job: job.name, failedRuns: failures }, "job runs again");
    log.debug({ job: job.name, result }, "job finished");
  };

  const failed = (job: Job, error: unknown) => {
    const failures = (failuresInARow.get(job.name) ?? 0) + 1;
    failuresInARow.set(job.name, failures);
    if (failures > 1) log.debug({ job: job.name, failedRuns: failures }, "job failed again");
    else if (isDatabaseUnavailable(error)) {
      log.warn({ job: job.name }, "job skipped: database unavailable; retrying");
    } else log.error({ err: error, job: job.name }, "job failed; retrying");
    if (!stopped) retryLater(job, failures);
  };

  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = job
      .run()
      .then(
        (result) => succeeded(job, result),
        (error: unknown) => failed(job, error),
      )
      .finally(() => {
        running.delete(job.name);
        if (runAgain.delete(job.name)) tick(job);
      });
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => {
    tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) {
        log.warn({ job: name }, "no such job to run");
        return;
      }
      if (stopped || soon.has(name)) return;
      const timer = setTimeout(() => {
        soon.delete(name);
        if (running.has(name)) runAgain.add(name);
        else tick(job);
      }, runNowDelayMs);
      timer.unref();
      soon.set(name, timer);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const timer of [...soon.values(), ...retries.values()]) clearTimeout(timer);
      soon.clear();
      retries.clear();
      runAgain.clear();
      await Promise.all(running.values());
    },
  };
}
