import {
  type CycleInput,
  computeProgress,
  type ProgressCredit,
  type ProgressInput,
} from "@common/certifications/progress";
import type { Progress } from "@common/certifications/progress-schema";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
} from "../../db/schema";
import type { CertificationRow } from "../certifications/owned-certification";

/** A certification's current cycle as computeProgress takes it, with its credits. */
export type CycleProgress = { input: ProgressInput; progress: Progress };

/** A credit as computeProgress takes it, with the certification it is read for. */
export const creditColumns = {
  certificationId: creditCertifications.certificationId,
  id: educationCredits.id,
  title: educationCredits.title,
  credits: educationCredits.credits,
  completionDate: educationCredits.completionDate,
  categories: educationCredits.categories,
};

/** The credits of each certification, by its id. */
export function groupByCertification(
  rows: (ProgressCredit & { certificationId: number })[],
): Map<number, ProgressCredit[]> {
  const grouped = new Map<number, ProgressCredit[]>();
  for (const { certificationId, ...credit } of rows) {
    const list = grouped.get(certificationId) ?? [];
    list.push(credit);
    grouped.set(certificationId, list);
  }
  return grouped;
}

/**
 * The credits counted toward each certification in its cycle `cycleOffset` from the current
 * one (0: current, -1: the previous), through the shares, in one query.
 */
export async function creditsOfCycles(db: Database, ids: number[], cycleOffset: 0 | -1) {
  if (ids.length === 0) return new Map<number, ProgressCredit[]>();
  const rows = await db
    .select(creditColumns)
    .from(creditCertifications)
    .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
    .innerJoin(
      certifications,
      and(
        eq(certifications.id, creditCertifications.certificationId),
        eq(creditCertifications.cycle, sql`${certifications.cycle} + ${cycleOffset}`),
      ),
    )
    .where(inArray(creditCertifications.certificationId, ids))
    .orderBy(asc(educationCredits.completionDate), asc(educationCredits.id));
  return groupByCertification(rows);
}

/**
 * The previous cycle of each certification whose current requirements carry credits over,
 * with its credits (its own carry-over is not chained: previousCycle is not asked of it).
 */
async function previousCycles(
  db: Database,
  rows: CertificationRow[],
): Promise<Map<number, CycleInput>> {
  const ids = rows
    .filter((row) => row.requirements.carryOver && row.cycle > 1)
    .map((row) => row.id);
  const previous = new Map<number, CycleInput>();
  if (ids.length === 0) return previous;
  const [cycles, credits] = await Promise.all([
    db
      .select({ cycle: certificationCycles })
      .from(certificationCycles)
      .innerJoin(
        certifications,
        and(
          eq(certifications.id, certificationCycles.certificationId),
          eq(certificationCycles.cycle, sql`${certifications.cycle} - 1`),
        ),
      )
      .where(inArray(certificationCycles.certificationId, ids)),
    creditsOfCycles(db, ids, -1),
  ]);
  for (const { cycle } of cycles) {
    previous.set(cycle.certificationId, {
      reportingPeriodStart: cycle.reportingPeriodStart,
      reportingPeriodEnd: cycle.reportingPeriodEnd,
      creditsRequired: cycle.creditsRequired,
      requirements: cycle.requirements,
      credits: credits.get(cycle.certificationId) ?? [],
    });
  }
  return previous;
}

/**
 * Each certification's current cycle computed by computeProgress (src/common), the one
 * computation of progress: its credits through the shares, and for carry-over its previous
 * cycle. Three queries at most, however many certifications.
 */
export async function cycleProgressOf(
  db: Database,
  rows: CertificationRow[],
): Promise<Map<number, CycleProgress>> {
  const ids = rows.map((row) => row.id);
  const [current, previous] = await Promise.all([
    creditsOfCycles(db, ids, 0),
    previousCycles(db, rows),
  ]);
  const computed = new Map<number, CycleProgress>();
  for (const row of rows) {
    const input: ProgressInput = {
      reportingPeriodStart: row.reportingPeriodStart,
      reportingPeriodEnd: row.reportingPeriodEnd,
      creditsRequired: row.creditsRequired,
      requirements: row.requirements,
      credits: current.get(row.id) ?? [],
      creditsUnit: row.creditsUnit,
      previousCycle: previous.get(row.id) ?? null,
    };
    computed.set(row.id, { input, progress: computeProgress(input) });
  }
  return computed;
}
