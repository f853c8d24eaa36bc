import {
  type CertificationInput,
  certificationMessages,
} from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { noRequirements } from "@common/certifications/requirements";
import { hasPremium, type UpgradeRequired, upgradeUrl } from "@common/plan";
import { count, eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import {
  activities,
  certifications,
  creditCertifications,
  educationCredits,
  type UserRow,
  users,
} from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import { freeCertificationLimit } from "../certifications/free-plan";
import { lockOwnCertifications } from "../credits/credit-rows";
import { recountCredits } from "../credits/recount-credits";
import type { PlannedCredit } from "./import-plan";

/**
 * Rows written per statement: 500 rows of 14 columns stay far below PostgreSQL's 65,535
 * parameters, and a 5,000-row file reports its progress ten times.
 */
export const importBatch = 500;

type Deps = { db: Database; clock: Clock };
export type OnProgress = (done: number, total: number) => void | Promise<void>;

function batchesOf<Row>(rows: readonly Row[]): Row[][] {
  const batches: Row[][] = [];
  for (let start = 0; start < rows.length; start += importBatch) {
    batches.push(rows.slice(start, start + importBatch));
  }
  return batches;
}

/**
 * Adds every certification of the file in one transaction, as createCertification adds one:
 * the user row locked while the free plan's limit is checked (for all of them at once), each
 * recounted, each with its "added" activity. Any failure keeps none of them.
 */
export async function importCertifications(
  { db, clock }: Deps,
  user: UserRow,
  inputs: readonly CertificationInput[],
  onProgress: OnProgress,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!locked) throw new HttpError(404, "Not found");
    if (!hasPremium(locked)) {
      const limit = await freeCertificationLimit(tx);
      const [held] = await tx
        .select({ used: count() })
        .from(certifications)
        .where(eq(certifications.userId, user.id));
      if ((held?.used ?? 0) + inputs.length > limit) {
        const refusal: UpgradeRequired = {
          message: certificationMessages.freeLimit(limit),
          upgradeUrl,
        };
        throw new HttpError(403, refusal.message, refusal);
      }
    }
    const now = clock.now();
    let done = 0;
    for (const batch of batchesOf(inputs)) {
      const created = await tx
        .insert(certifications)
        .values(
          batch.map((input) => ({
            ...input,
            requirements: input.requirements ?? noRequirements,
            userId: user.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await recountCredits(
        tx,
        created.map((row) => row.id),
        now,
      );
      await tx.insert(activities).values(
        created.map((row) => ({
          userId: user.id,
          certificationId: row.id,
          type: "added" as const,
          title: `Added ${row.name}`,
          detail: row.provider,
          createdAt: now,
        })),
      );
      done += created.length;
      await onProgress(done, inputs.length);
    }
    return done;
  });
}

/**
 * Adds every credit of the file in one transaction, as addCredit adds one: the certifications
 * they count toward locked first (still the user's, or 404), each credit shared with them in
 * their current cycle with its "credit_added" activity, and each certification recounted once
 * at the end. Any failure keeps none of them.
 */
export async function importCredits(
  { db, clock }: Deps,
  user: UserRow,
  inputs: readonly PlannedCredit[],
  onProgress: OnProgress,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(inputs.flatMap((input) => input.certificationIds))];
    const locked = new Map(
      (await lockOwnCertifications(tx, user.id, ids)).map((row) => [row.id, row]),
    );
    const now = clock.now();
    let done = 0;
    for (const batch of batchesOf(inputs)) {
      const created = await tx
        .insert(educationCredits)
        .values(
          batch.map(({ certificationIds: _ids, certificationNames: _names, ...fields }) => ({
            ...fields,
            userId: user.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      const shares = created.flatMap((credit, index) =>
        (batch[index]?.certificationIds ?? []).flatMap((id) => {
          const certification = locked.get(id);
          return certification ? [{ credit, certification }] : [];
        }),
      );
      await tx.insert(creditCertifications).values(
        shares.map(({ credit, certification }) => ({
          creditId: credit.id,
          certificationId: certification.id,
          cycle: certification.cycle,
        })),
      );
      await tx.insert(activities).values(
        shares.map(({ credit, certification }) => ({
          userId: user.id,
          certificationId: certification.id,
          type: "credit_added" as const,
          title: `Added ${creditsText(credit.credits, certification.creditsUnit)} to ${certification.name}`,
          detail: credit.title,
          createdAt: now,
        })),
      );
      done += created.length;
      await onProgress(done, inputs.length);
    }
    await recountCredits(tx, ids, now);
    return done;
  });
}
