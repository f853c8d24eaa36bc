import { createHash } from "node:crypto";
import type { Plan, PlanObjective } from "@common/planner";
import { userToday } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { gatherPlanInput } from "./gather-plan-input";
import type { PlanInput } from "./plan-input";
import { planSolvers } from "./plan-solvers";
import { readPlannerPreferences } from "./planner-preferences";

/**
 * Plans solved lately, by the hash of everything they were solved from, most recently used
 * last. A plan follows from its input alone, so the same input is solved once per instance:
 * reading the plan again, its PDF, "I completed this" and the calendar feed's polls cost a
 * gathering (tens of milliseconds) instead of a solve (up to seconds), and a plan the solver
 * stopped at its time limit stays the one the user saw. The solve runs on a solver thread, so
 * the instance answers other requests meanwhile.
 */
const solvedPlans = new Map<string, Promise<Plan>>();
const solvedPlansKept = 500;

function solved(input: PlanInput): Promise<Plan> {
  const key = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
  const kept = solvedPlans.get(key);
  if (kept) {
    solvedPlans.delete(key);
    solvedPlans.set(key, kept);
    return kept;
  }
  const plan = planSolvers().solve(input);
  solvedPlans.set(key, plan);
  plan.catch(() => solvedPlans.delete(key));
  for (const oldest of solvedPlans.keys()) {
    if (solvedPlans.size <= solvedPlansKept) break;
    solvedPlans.delete(oldest);
  }
  return plan;
}

/**
 * The user's plan as of their today: their active certifications' gaps, the catalogue's open
 * courses and their saved preferences, solved for `minimize`. Nothing is stored in the
 * database: every change (a credit, a preference, the catalogue) is in the next plan.
 */
export async function currentPlan(
  { db, clock }: ServiceDeps,
  user: Pick<UserRow, "id" | "timeZone">,
  minimize: PlanObjective,
): Promise<Plan> {
  const preferences = await readPlannerPreferences(db, user.id);
  const input = await gatherPlanInput(db, user.id, userToday(user, clock), preferences, minimize);
  return solved(input);
}
