import { Worker } from "node:worker_threads";
import { type Plan, plannerMessages } from "@common/planner";
import { HttpError } from "../../shared/http-error";
import type { PlanInput } from "./plan-input";

/** What the pool posts to a solver thread, and what the thread posts back. */
export type SolveRequest = { input: PlanInput };
export type SolveReply = { plan: Plan } | { failure: string };

/**
 * Threads that solve plans off the server's main thread: HiGHS's solve is one synchronous
 * WebAssembly call of up to the plan's time limit, during which a thread answers nobody else.
 * Each thread solves one plan at a time; the plans asked for meanwhile wait their turn.
 */
export type PlanSolvers = {
  solve(input: PlanInput): Promise<Plan>;
  /** Ends the threads once the plans under way and waiting are solved. */
  close(): Promise<void>;
};

// The server bundle (scripts/build.mjs) has the solver as its own entry point beside main.js.
// From the sources (vitest, tsx; run from the project's folder) this module is a .ts file beside
// the solver's, and the thread registers tsx itself before loading it: under Node 20 tsx's
// `--import` registers its loader on the main thread only.
const fromSources = import.meta.url.endsWith(".ts");

/** Starts a solver thread: the worker file of the build, or of the sources through tsx. */
export function startSolverThread(): Worker {
  if (!fromSources) return new Worker(new URL("./plan-solver-worker.js", import.meta.url));
  const solver = new URL("./plan-solver-worker.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(solver)}); });`;
  return new Worker(boot, { eval: true });
}

type Waiting = { input: PlanInput; resolve: (plan: Plan) => void; reject: (error: Error) => void };
type Solver = {
  thread: Worker;
  solving: Waiting | null;
  /** Ends the thread if the plan under way takes longer than the deadline. */
  deadline?: NodeJS.Timeout;
  /** Why the thread ended: its uncaught error, or the deadline. */
  failure?: unknown;
};

/**
 * Plans waiting for a thread at most. A plan takes at most its time limit (2 s) and usually a
 * few hundredths of a second, so the last of them is answered within about half a minute;
 * past it, a plan is refused at once with a 503 "try again in a moment" rather than answered
 * after the browser has given up.
 */
export const maxWaitingPlans = 15;

/**
 * The longest a thread may take over one plan before it is taken for hung and ended. HiGHS
 * stops every plan's solves at the plan's time limit (2 s), and a new thread loads HiGHS in
 * well under a second; a thread still silent after this is stuck (in the WebAssembly, or
 * looping), and every plan behind it would wait for ever.
 */
export const solveDeadlineMs = 30_000;

/**
 * A thread is started by the first plan it solves and kept for the next. One that ends with a
 * plan under way (an error, out of memory, or ended for taking longer than `deadlineMs`) fails
 * that plan with a 503 "try again" whose cause (the thread's error, the deadline, or its exit
 * code) the server logs, and is replaced by the next plan; the plans waiting go on. An idle
 * thread keeps no process alive.
 */
export function createPlanSolvers(
  size: number,
  {
    startThread = startSolverThread,
    maxWaiting = maxWaitingPlans,
    deadlineMs = solveDeadlineMs,
  }: { startThread?: () => Worker; maxWaiting?: number; deadlineMs?: number } = {},
): PlanSolvers {
  const solvers: (Solver | null)[] = Array.from({ length: size }, () => null);
  const waiting: Waiting[] = [];
  const running = new Set<Promise<Plan>>();
  let closed = false;

  function start(slot: number): Solver {
    const thread = startThread();
    const solver: Solver = { thread, solving: null };
    const finish = () => {
      clearTimeout(solver.deadline);
      solver.solving = null;
      thread.unref();
      next();
    };
    thread.on("message", (reply: SolveReply) => {
      const job = solver.solving;
      finish();
      if ("plan" in reply) job?.resolve(reply.plan);
      else job?.reject(new Error(reply.failure));
    });
    // An uncaught error ends the thread: the exit that follows answers the plan under way.
    thread.on("error", (error) => {
      solver.failure = error;
    });
    thread.on("exit", (code) => {
      const job = solver.solving;
      if (solvers[slot] === solver) solvers[slot] = null;
      finish();
      const cause = solver.failure ?? new Error(`The plan solver thread exited with code ${code}`);
      job?.reject(new HttpError(503, plannerMessages.solverStopped, {}, { cause }));
    });
    return solver;
  }

  function next() {
    if (waiting.length === 0) return;
    const slot = solvers.findIndex((solver) => solver?.solving == null);
    if (slot === -1) return;
    const job = waiting.shift() as Waiting;
    const solver = solvers[slot] ?? start(slot);
    solvers[slot] = solver;
    solver.solving = job;
    solver.thread.ref();
    solver.thread.postMessage({ input: job.input } satisfies SolveRequest);
    solver.deadline = setTimeout(() => {
      solver.failure = new Error(`The plan solver thread took over ${deadlineMs} ms for one plan`);
      void solver.thread.terminate();
    }, deadlineMs);
  }

  return {
    solve(input) {
      if (closed) return Promise.reject(new Error("The planner has been closed"));
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new HttpError(503, plannerMessages.busy));
      }
      const plan = new Promise<Plan>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
      });
      running.add(plan);
      const forget = () => running.delete(plan);
      plan.then(forget, forget);
      next();
      return plan;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
      const ending = solvers.map((solver) => solver?.thread.terminate());
      solvers.fill(null);
      await Promise.all(ending);
    },
  };
}

/**
 * One thread per process (decision 062): plans are solved once per input and kept, and at
 * most 10 a minute per user, so one thread keeps up with an office; CAPTURE_WORKERS sizes the
 * certificate readers, and an instance that reads none (0) still plans.
 */
const solverThreads = 1;
let processSolvers: PlanSolvers | null = null;

/** This process's plan solvers, started by the first plan. */
export function planSolvers(): PlanSolvers {
  processSolvers ??= createPlanSolvers(solverThreads);
  return processSolvers;
}

/** On shutdown: the plans under way are answered, then the threads end. */
export async function closePlanSolvers(): Promise<void> {
  const closing = processSolvers;
  processSolvers = null;
  await closing?.close();
}
