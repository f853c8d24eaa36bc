import type { FastifyBaseLogger } from "fastify";

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

/**
 * Runs each job at start-up and then on its interval, never two runs of one job at once in
 * this process. Jobs make themselves safe across instances (idempotent writes, advisory locks).
 */
export function startScheduler(
  jobs: Job[],
  log: FastifyBaseLogger,
  { runNowDelayMs = 50 }: { runNowDelayMs?: number } = {},
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const runAgain = new Set<string>();
  const soon = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = job
      .run()
      .then((result) => log.debug({ job: job.name, result }, "job finished"))
      .catch((error: unknown) => log.error({ err: error, job: job.name }, "job failed"))
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
      for (const timer of soon.values()) clearTimeout(timer);
      soon.clear();
      runAgain.clear();
      await Promise.all(running.values());
    },
  };
}
