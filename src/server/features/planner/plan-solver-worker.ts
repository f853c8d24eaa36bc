import "@common/zod-without-eval";
import { parentPort } from "node:worker_threads";
import { highsSolver } from "./highs-solver";
import { planRenewal } from "./plan-renewal";
import type { SolveReply, SolveRequest } from "./plan-solvers";

/**
 * A plan solver's thread: HiGHS is loaded once, when the thread starts, and each plan input
 * the pool posts is solved here and its plan posted back, one at a time.
 */
const pool = parentPort;
if (!pool) throw new Error("The plan solver runs as a worker thread of the server");

// Loaded before the first plan is asked for; a failure is reported by that plan's solve.
highsSolver().catch(() => undefined);

pool.on("message", async ({ input }: SolveRequest) => {
  let reply: SolveReply;
  try {
    reply = { plan: await planRenewal(input) };
  } catch (error) {
    reply = { failure: error instanceof Error ? error.message : String(error) };
  }
  pool.postMessage(reply);
});
