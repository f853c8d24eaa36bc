import type { FastifyBaseLogger } from "fastify";

export type Job = {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
};

/**
 * Runs each job at start-up and then on its interval, never two runs of one job at once in
 * this process. Jobs make themselves safe across instances (idempotent writes, advisory locks).
 */
export function startScheduler(jobs: Job[], log: FastifyBaseLogger): { stop(): Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return;
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, "job finished"))
        .catch((error: unknown) => log.error({ err: error, job: job.name }, "job failed"))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
