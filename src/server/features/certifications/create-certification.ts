import type { CertificationInput } from "@common/certifications/certification";
import { noRequirements } from "@common/certifications/requirements";
import { insertRow } from "../../db/insert-row";
import { lockedUser } from "../../db/locked-user";
import { certifications, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { recordActivity } from "../activity/record-activity";
import { recountCredits } from "../credits/recount-credits";
import { ruleLinkColumns } from "../requirement-library/follow-rule";
import { assertAllowance } from "./free-plan";
import type { CertificationRow } from "./owned-certification";

/**
 * Adds a certification. A free user's count is checked with their user row locked, so two
 * additions at once cannot both pass the limit.
 */
export async function createCertification(
  { db, clock }: ServiceDeps,
  user: UserRow,
  input: CertificationInput,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    const locked = await lockedUser(tx, user.id);
    await assertAllowance(tx, locked, 1);
    const now = clock.now();
    const { ruleSet, ...fields } = input;
    const requirements = fields.requirements ?? noRequirements;
    const created = await insertRow(tx, certifications, "certification", {
      ...fields,
      requirements,
      ...(await ruleLinkColumns(tx, ruleSet, { ...fields, requirements })),
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    const [counted] = await recountCredits(tx, created.id, now);
    if (!counted) throw new Error("certification was not counted");
    await recordActivity(tx, {
      userId: user.id,
      certificationId: created.id,
      type: "added",
      title: `Added ${created.name}`,
      detail: created.provider,
      at: now,
    });
    return counted;
  });
}
