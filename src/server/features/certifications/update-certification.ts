import type { CertificationInput } from "@common/certifications/certification";
import { eq } from "drizzle-orm";
import { certifications } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { recountCredits } from "../credits/recount-credits";
import { ruleLinkColumns } from "../requirement-library/follow-rule";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Replaces the form's fields (requirements and the rule set followed only when given); the
 * fields that no longer match the rule set's are detached. Credits, cycle, logo and
 * document are changed by their own routes. Credits required, the period and the requirements
 * move progress, so it is recounted: asking for fewer credits than already counted completes
 * the cycle, and the activity says so.
 */
export async function updateCertification(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
  input: CertificationInput,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const before = await ownCertification(tx, userId, id, { lock: true });
    const now = clock.now();
    const { ruleSet, ...fields } = input;
    const requirements = fields.requirements ?? before.requirements;
    const [updated] = await tx
      .update(certifications)
      .set({
        ...fields,
        requirements,
        ...(await ruleLinkColumns(tx, ruleSet, { ...fields, requirements }, before)),
        updatedAt: now,
      })
      .where(eq(certifications.id, id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    // Recounting also archives the reminders the change made moot, in the same commit.
    const [counted] = await recountCredits(tx, id, now);
    if (!counted) throw new Error("certification vanished while locked");
    return counted;
  });
}
