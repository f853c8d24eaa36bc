import { Worker } from "node:worker_threads";
import { plannerMessages } from "@common/planner";
import { describe, expect, it } from "vitest";
import {
  createPlanSolvers,
  startSolverThread,
} from "../../../src/server/features/planner/plan-solvers";
import {
  planCertification,
  planCourse,
  planInput,
  plannedIds,
} from "../../support/planner-instances";

const input = planInput({
  certifications: [planCertification({ id: 1, missing: 4 })],
  courses: [
    planCourse({ id: 1, credits: 4, cost: 30 }),
    planCourse({ id: 2, credits: 4, cost: 20 }),
  ],
});

/** A thread that ends as soon as it is given a plan to solve, as one out of memory would. */
const dyingThread = () =>
  new Worker(`require("node:worker_threads").parentPort.once("message", () => process.exit(1));`, {
    eval: true,
  });

/** Starts the given threads in turn, the last for every thread after them; counts the starts. */
function threadsInTurn(...starts: [() => Worker, ...(() => Worker)[]]) {
  const threads = {
    started: 0,
    start: () => {
      const start = starts[Math.min(threads.started, starts.length - 1)] ?? starts[0];
      threads.started += 1;
      return start();
    },
  };
  return threads;
}

describe("plan solvers", () => {
  it("solve a plan on a thread as planRenewal does", async () => {
    const solvers = createPlanSolvers(1);
    try {
      const plan = await solvers.solve(input);
      expect(plan.status).toBe("optimal");
      expect(plannedIds(plan)).toEqual([2]);
    } finally {
      await solvers.close();
    }
  });

  it("fail the plan of a thread that dies with a 503 to try again, and solve the next on a new thread", async () => {
    const threads = threadsInTurn(dyingThread, startSolverThread);
    const solvers = createPlanSolvers(1, { startThread: threads.start });
    try {
      const stopped = solvers.solve(input);
      const waiting = solvers.solve(input);
      await expect(stopped).rejects.toMatchObject({
        statusCode: 503,
        message: plannerMessages.solverStopped,
        cause: new Error("The plan solver thread exited with code 1"),
      });
      expect(plannedIds(await waiting)).toEqual([2]);
      expect(threads.started).toBe(2);
    } finally {
      await solvers.close();
    }
  });

  it("end a thread that is silent past the deadline, fail its plan with a 503 to try again, and solve the next on a new thread", async () => {
    // A thread stuck in its solve: it never answers.
    const stuckThread = () =>
      new Worker(`require("node:worker_threads").parentPort.on("message", () => {});`, {
        eval: true,
      });
    // The next thread answers at once (with a failure of its own, to be told apart).
    const answeringThread = () =>
      new Worker(
        `const { parentPort } = require("node:worker_threads");
        parentPort.on("message", () => parentPort.postMessage({ failure: "answered" }));`,
        { eval: true },
      );
    const threads = threadsInTurn(stuckThread, answeringThread);
    const solvers = createPlanSolvers(1, { deadlineMs: 500, startThread: threads.start });
    try {
      const stuck = solvers.solve(input);
      const waiting = solvers.solve(input);
      await expect(stuck).rejects.toMatchObject({
        statusCode: 503,
        message: plannerMessages.solverStopped,
        cause: new Error("The plan solver thread took over 500 ms for one plan"),
      });
      await expect(waiting).rejects.toThrow("answered");
      expect(threads.started).toBe(2);
    } finally {
      await solvers.close();
    }
  });

  it("refuse a plan at once with a 503 while too many wait, and take plans again once they are solved", async () => {
    // A thread that answers each plan after a while, so the plans asked meanwhile wait.
    const slowThread = () =>
      new Worker(
        `const { parentPort } = require("node:worker_threads");
        parentPort.on("message", () => setTimeout(() => parentPort.postMessage({ failure: "slow" }), 200));`,
        { eval: true },
      );
    const solvers = createPlanSolvers(1, { startThread: slowThread, maxWaiting: 2 });
    try {
      const taken = [solvers.solve(input), solvers.solve(input), solvers.solve(input)];
      await expect(solvers.solve(input)).rejects.toMatchObject({
        statusCode: 503,
        message: plannerMessages.busy,
      });
      for (const plan of taken) await expect(plan).rejects.toThrow("slow");
      await expect(solvers.solve(input)).rejects.toThrow("slow");
    } finally {
      await solvers.close();
    }
  });
});
