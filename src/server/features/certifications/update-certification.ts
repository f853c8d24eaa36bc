import type { CertificationInput } from "@common/certifications/certification";
import { eq } from "drizzle-orm";
import { certifications } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { recountCredits } from "../credits/recount-credits";
import { type CertificationRow, ownCertification } from "./owned-certification";

/**
 * Replaces the form's fields (requirements only when given); credits, cycle, logo and
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
    const [updated] = await tx
      .update(certifications)
      .set({ ...input, requirements: input.requirements ?? before.requirements, updatedAt: now })
      .where(eq(certifications.id, id))
      .returning();
    if (!updated) throw new Error("certification vanished while locked");
    // Recounting also archives the reminders the change made moot, in the same commit.
    const [counted] = await recountCredits(tx, id, now);
    if (!counted) throw new Error("certification vanished while locked");
    return counted;
  });
}
