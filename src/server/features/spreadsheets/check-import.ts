import type { CertificationInput } from "@common/certifications/certification";
import {
  type ImportRequest,
  importMessages,
  listedProblems,
  previewRows,
} from "@common/spreadsheets/spreadsheet-import";
import { previewValues } from "@common/spreadsheets/spreadsheet-rows";
import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { refuseProblems } from "../../shared/import-rows";
import { freePlanRefusal, overAllowance } from "../certifications/free-plan";
import { existingCertifications, existingCredits } from "./existing-records";
import {
  type ImportPlan,
  type PlannedCredit,
  planCertificationImport,
  planCreditImport,
} from "./import-plan";

/** Of a plan's rows, the lines of those already in CertMinder (`matches` in the same order). */
function existingLinesOf(plan: ImportPlan<unknown>, matches: readonly unknown[]) {
  return plan.valid.filter((_, index) => matches[index]).map((row) => row.line);
}

async function existingCertificationLines(
  db: Database,
  userId: number,
  plan: ImportPlan<CertificationInput>,
) {
  const inputs = plan.valid.map((row) => row.input);
  return existingLinesOf(plan, await existingCertifications(db, userId, inputs));
}

/**
 * A dry run's answer: counts, the rows already in CertMinder, the first rows as they would be
 * imported, and the problems.
 */
function dryRunOf<Input extends Record<string, unknown>>(
  plan: ImportPlan<Input>,
  existingLines: readonly number[],
  freePlan: { overLimit: number; limit: number | null },
) {
  return {
    rows: plan.rows,
    valid: plan.valid.length,
    existing: existingLines.length,
    existingLines: existingLines.slice(0, listedProblems),
    ...freePlan,
    mapping: plan.mapping,
    preview: plan.valid
      .slice(0, previewRows)
      .map(({ line, input }) => ({ line, values: previewValues(input) })),
    errors: plan.errors.slice(0, listedProblems),
    errorCount: plan.errors.length,
  };
}

/** A dry run of a certifications file, nothing written; `overLimit` counts its new rows beyond the free plan. */
export async function certificationDryRun(db: Database, user: UserRow, request: ImportRequest) {
  const plan = planCertificationImport(request);
  const there = await existingCertificationLines(db, user.id, plan);
  return dryRunOf(plan, there, await overAllowance(db, user, plan.valid.length - there.length));
}

/**
 * A certifications file ready to import, refused before anything is written: 400 with every
 * row's problem, or 403 when its new rows are beyond the free plan (checked again, locked, as
 * they are written).
 */
export async function checkedCertificationImport(
  db: Database,
  user: UserRow,
  request: ImportRequest,
): Promise<ImportPlan<CertificationInput>> {
  const plan = planCertificationImport(request);
  refuseProblems(plan);
  const adding = plan.valid.length - (await existingCertificationLines(db, user.id, plan)).length;
  const { overLimit, limit } = await overAllowance(db, user, adding);
  if (overLimit > 0 && limit !== null) {
    throw freePlanRefusal(importMessages.overLimit(overLimit, limit));
  }
  return plan;
}

/** A dry run of a credits file, nothing written; credits are not limited by the free plan. */
export async function creditDryRun(deps: ServiceDeps, user: UserRow, request: ImportRequest) {
  const plan = await planCreditImport(deps, user, request);
  const inputs = plan.valid.map((row) => row.input);
  const there = existingLinesOf(plan, await existingCredits(deps.db, user.id, inputs));
  return dryRunOf(plan, there, { overLimit: 0, limit: null });
}

/** A credits file ready to import: 400 with every row's problem, before anything is written. */
export async function checkedCreditImport(
  deps: ServiceDeps,
  user: UserRow,
  request: ImportRequest,
): Promise<ImportPlan<PlannedCredit>> {
  const plan = await planCreditImport(deps, user, request);
  refuseProblems(plan);
  return plan;
}
