import type { Credit } from "@common/certifications/credit";
import {
  notPlannedMessage,
  type PlanCompletion,
  type PlanCourse,
  type PlanObjective,
} from "@common/planner";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { completeOpportunity } from "../opportunities/complete-opportunity";
import { findOpportunity } from "../opportunities/opportunity-rows";
import { currentPlan } from "./current-plan";

/**
 * The credits to record for a planned course, each with the certifications it counts toward:
 * one shared credit of the course's credits toward every certification in the course's unit,
 * and, for a certification in another unit the course converts to, one of the amount the plan
 * counted there (a credit has one amount, read in each certification's unit).
 */
function creditsOf(course: PlanCourse): { credits: number; certificationIds: number[] }[] {
  const byAmount = new Map<number, number[]>();
  for (const count of course.countsToward) {
    const credits = count.creditsUnit === course.creditsUnit ? course.credits : count.credits;
    byAmount.set(credits, [...(byAmount.get(credits) ?? []), count.certificationId]);
  }
  return [...byAmount].map(([credits, certificationIds]) => ({ credits, certificationIds }));
}

/**
 * "I completed this" on a course of the current plan (solved for `minimize`, as the user saw
 * it): records it through the shared-credit path of Opportunities toward every certification
 * the plan counted it for, so the next plan moves on. A course of the catalogue the plan does
 * not hold is refused (409): which certifications it counts toward would be a guess. Answers
 * the credit as read through the first certification.
 */
export async function completePlannedCourse(
  deps: ServiceDeps,
  user: UserRow,
  opportunityId: number,
  minimize: PlanObjective,
  completion: PlanCompletion,
): Promise<Credit> {
  const plan = await currentPlan(deps, user, minimize);
  const course = plan.courses.find((planned) => planned.opportunityId === opportunityId);
  if (!course || course.countsToward.length === 0) {
    await findOpportunity(deps.db, opportunityId);
    throw new HttpError(409, notPlannedMessage);
  }
  const [first, ...others] = creditsOf(course);
  if (!first) throw new Error("a planned course counts toward a certification");
  const credit = await completeOpportunity(deps, user, opportunityId, { ...completion, ...first });
  for (const other of others) {
    await completeOpportunity(deps, user, opportunityId, { ...completion, ...other });
  }
  return credit;
}
