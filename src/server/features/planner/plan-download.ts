import type { PlanObjective } from "@common/planner";
import { userToday } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import type { Download } from "../../shared/send-download";
import { holderName } from "../reports/cycle-report";
import { currentPlan } from "./current-plan";
import { planPdf } from "./plan-pdf";

/** The current plan as a PDF file: "Renewal plan 2026-11-24.pdf". */
export async function planDownload(
  deps: ServiceDeps,
  user: UserRow,
  minimize: PlanObjective,
): Promise<Download> {
  const plan = await currentPlan(deps, user, minimize);
  const producedOn = userToday(user, deps.clock);
  return {
    type: "application/pdf",
    name: `Renewal plan ${producedOn}.pdf`,
    body: planPdf(plan, holderName(user), producedOn),
  };
}
