import {
  type RuleChangeDecision,
  ruleChangeMessages,
  ruleProposalSchema,
} from "@common/requirement-library/rule-changes";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { ownRow, type RowLock } from "../../db/own-row";
import { certifications, ruleChanges } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { type CertificationRow, ownCertification } from "../certifications/owned-certification";
import { recountCredits } from "../credits/recount-credits";
import { ruleLinkColumns } from "./follow-rule";

type RuleChangeRow = typeof ruleChanges.$inferSelect;

/** The user's rule change; another user's or a missing id answers the same 404. */
function ownRuleChange(db: Database, userId: number, id: number, options?: RowLock) {
  return ownRow(db, ruleChanges, userId, id, ruleChangeMessages.notFound, options);
}

/**
 * The pending change and its certification, both locked: the certification first, as every
 * change to it locks it first (the offer too), then the change. A change already decided
 * answers 409.
 */
async function lockPending(
  db: Database,
  userId: number,
  id: number,
): Promise<{ change: RuleChangeRow; certification: CertificationRow }> {
  const { certificationId } = await ownRuleChange(db, userId, id);
  const certification = await ownCertification(db, userId, certificationId, { lock: true });
  const change = await ownRuleChange(db, userId, id, { lock: true });
  if (change.status === "applied") throw new HttpError(409, ruleChangeMessages.alreadyApplied);
  if (change.status === "kept") throw new HttpError(409, ruleChangeMessages.alreadyKept);
  return { change, certification };
}

async function decide(
  db: Database,
  change: RuleChangeRow,
  status: "applied" | "kept",
  at: Date,
): Promise<RuleChangeDecision> {
  await db.update(ruleChanges).set({ status, decidedAt: at }).where(eq(ruleChanges.id, change.id));
  return {
    id: change.id,
    certificationId: change.certificationId,
    status,
    decidedAt: at.toISOString(),
  };
}

/**
 * "Apply to my certification": writes the new version's values into the current cycle (the
 * certification's row: finished cycles keep their requirements), follows the new version, and
 * recounts progress, in one transaction. A field the user changed since the offer stays hers.
 * A certification that no longer follows the version the change was offered for answers 409.
 */
export async function applyRuleChange(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
): Promise<RuleChangeDecision> {
  return db.transaction(async (tx) => {
    const { change, certification } = await lockPending(tx, userId, id);
    if (
      certification.ruleSetKey !== change.ruleSetKey ||
      certification.ruleSetVersion !== change.fromVersion
    ) {
      throw new HttpError(409, ruleChangeMessages.outdated);
    }
    const mine = new Set(certification.ruleDetached);
    const proposed = ruleProposalSchema.parse(change.proposed);
    const take = <Value>(field: keyof typeof proposed, value: Value | undefined, kept: Value) =>
      value !== undefined && !mine.has(field) ? value : kept;
    const period = take("reportingPeriod", proposed.reportingPeriod, null);
    const values = {
      name: take("name", proposed.name, certification.name),
      issuingBody: take("issuingBody", proposed.issuingBody, certification.issuingBody),
      jurisdiction: take("jurisdiction", proposed.jurisdiction, certification.jurisdiction),
      creditsRequired: take(
        "creditsRequired",
        proposed.creditsRequired,
        certification.creditsRequired,
      ),
      creditsUnit: take("creditsUnit", proposed.creditsUnit, certification.creditsUnit),
      requirements: {
        categories: take("categories", proposed.categories, certification.requirements.categories),
        carryOver: take("carryOver", proposed.carryOver, certification.requirements.carryOver),
      },
      reportingPeriodStart: period?.start ?? certification.reportingPeriodStart,
      reportingPeriodEnd: period?.end ?? certification.reportingPeriodEnd,
    };
    const now = clock.now();
    const link = await ruleLinkColumns(
      tx,
      { id: change.ruleSetKey, version: change.toVersion },
      { ...certification, ...values },
    );
    await tx
      .update(certifications)
      .set({ ...values, ...link, updatedAt: now })
      .where(eq(certifications.id, certification.id));
    // Recounting also records a cycle the new rules complete and archives moot reminders.
    await recountCredits(tx, certification.id, now);
    return decide(tx, change, "applied", now);
  });
}

/** "Keep mine": the certification stays as it is, at its version; the change is not offered again. */
export async function keepRuleChange(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
): Promise<RuleChangeDecision> {
  return db.transaction(async (tx) => {
    const { change } = await lockPending(tx, userId, id);
    return decide(tx, change, "kept", clock.now());
  });
}
