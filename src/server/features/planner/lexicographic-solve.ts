import type { PlanObjective } from "@common/planner";
import { highsSolver } from "./highs-solver";
import type { PlanningModel } from "./planning-model";

export type SolveOutcome =
  | { kind: "solved"; colValue: Float64Array | null; stoppedAtLimit: boolean }
  | { kind: "infeasible" };

const feasible = 2;

/**
 * Solves the planning model one objective after another: each is made as small as it can be,
 * then held at that optimum (a row) while the next is minimised, the previous plan given as the
 * starting point. Every objective is a whole number on a plan (the hours in hundredths), so a
 * gap under one half proves the optimum; the shortfall is held within a hundred-thousandth.
 * The time limit is shared by all the solves: when it runs out, the best plan found so far is
 * the answer and `stoppedAtLimit` says so. Last, the ties left are broken toward the lower
 * course ids and earlier months; the plan is already optimal then, so running out of time there
 * stops nothing the user asked for. Same model, same options, same plan: HiGHS is run
 * single-threaded with its fixed seed.
 */
export async function lexicographicSolve(
  model: PlanningModel,
  order: (PlanObjective | "shortfall")[],
  timeLimitMs: number,
): Promise<SolveOutcome> {
  if (model.numCols === 0) return { kind: "solved", colValue: null, stoppedAtLimit: false };
  const highs = await highsSolver();
  const started = performance.now();
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of model.rows) {
    indices.push(...row.columns);
    values.push(...row.values);
    starts.push(indices.length);
  }
  const solver = highs.createModel({
    numCols: model.numCols,
    numRows: model.rows.length,
    colCost: new Array<number>(model.numCols).fill(0),
    colLower: model.colLower,
    colUpper: model.colUpper,
    rowLower: model.rows.map((row) => row.lower),
    rowUpper: model.rows.map((row) => row.upper),
    matrix: {
      format: "csr",
      numRows: model.rows.length,
      numCols: model.numCols,
      starts,
      indices,
      values,
    },
    integrality: model.integrality as (0 | 1)[],
  });
  try {
    // Measured on the bench's instances (npm run bench:planner): presolve and the feasibility
    // jump heuristic cost more than they save on these small covering models (presolve off took
    // about a third less time in all from 5 certifications and 100 courses to 50 and 1,000), and
    // each solve after the first starts from the previous plan.
    solver.options.set({
      output_flag: false,
      presolve: "off",
      mip_rel_gap: 0,
      mip_heuristic_run_feasibility_jump: false,
    });
    let colValue: Float64Array | null = null;
    const all = { kind: "range", from: 0, to: model.numCols - 1 } as const;
    for (const objective of [...order, "catalogueOrder"] as const) {
      const costs = model.objectives[objective];
      if (costs.every((cost) => cost === 0)) continue;
      const tieBreak = objective === "catalogueOrder";
      const remaining = (timeLimitMs - (performance.now() - started)) / 1000;
      if (remaining <= 0) return { kind: "solved", colValue, stoppedAtLimit: !tieBreak };
      const tolerance = objective === "shortfall" ? 1e-5 : 0.5;
      solver.options.set({ time_limit: remaining, mip_abs_gap: tolerance });
      solver.changeColsCost(all, costs);
      if (colValue) solver.setSolution({ colValue });
      const status = solver.run().modelStatus;
      const found = solver.info.get("primal_solution_status") === feasible;
      if (status === highs.constants.modelStatus.infeasible) return { kind: "infeasible" };
      if (status === highs.constants.modelStatus.timeLimit) {
        if (found) colValue = solver.getSolution().colValue;
        return { kind: "solved", colValue, stoppedAtLimit: !tieBreak };
      }
      if (status !== highs.constants.modelStatus.optimal || !found) {
        throw new Error(`The planner's solver ended with status ${status}`);
      }
      colValue = solver.getSolution().colValue;
      if (tieBreak) break;
      const optimum = solver.getObjectiveValue();
      const used = costs.flatMap((cost, index) => (cost === 0 ? [] : [index]));
      solver.addRow(-Infinity, optimum + tolerance, {
        indices: used,
        values: used.map((index) => costs[index] ?? 0),
      });
    }
    return { kind: "solved", colValue, stoppedAtLimit: false };
  } finally {
    solver.dispose();
  }
}
