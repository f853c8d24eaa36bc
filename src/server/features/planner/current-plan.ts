import type { Plan, PlanObjective } from "@common/planner";
import { userToday } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { gatherPlanInput } from "./gather-plan-input";
import { planRenewal } from "./plan-renewal";
import { readPlannerPreferences } from "./planner-preferences";

/**
 * The user's plan as of their today: their active certifications' gaps, the catalogue's open
 * courses and their saved preferences, solved for `minimize`. Nothing is stored: every change
 * (a credit, a preference, the catalogue) is in the next plan.
 */
export async function currentPlan(
  { db, clock }: ServiceDeps,
  user: Pick<UserRow, "id" | "timeZone">,
  minimize: PlanObjective,
): Promise<Plan> {
  const preferences = await readPlannerPreferences(db, user.id);
  const input = await gatherPlanInput(db, user.id, userToday(user, clock), preferences, minimize);
  return planRenewal(input);
}
