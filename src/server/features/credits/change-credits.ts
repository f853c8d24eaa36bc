import { type CreditInput, creditMessages } from "@common/certifications/credit";
import { creditsText } from "@common/certifications/credits-unit";
import { and, eq, inArray } from "drizzle-orm";
import { type Clock, userToday } from "../../clock";
import { insertRow } from "../../db/insert-row";
import type { Database } from "../../db/open";
import { creditCertifications, educationCredits, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { deleteOwnFile } from "../../files/stored-files";
import { HttpError } from "../../shared/http-error";
import { recordActivity } from "../activity/record-activity";
import type { CertificationRow } from "../certifications/owned-certification";
import { type CreditRow, lockOwnCertifications, ownCreditForChange } from "./credit-rows";
import { recountCredits } from "./recount-credits";

function refuseFutureCompletion(user: UserRow, clock: Clock, input: CreditInput) {
  if (input.completionDate > userToday(user, clock)) {
    throw new HttpError(400, `completionDate: ${creditMessages.completionDateInFuture}`);
  }
}

/** The credit's own fields, without the certifications it counts toward. */
function creditFields({ certificationIds: _ids, ...fields }: CreditInput) {
  return fields;
}

/** Counts the credit toward each certification in its current cycle, saying so in the activity. */
async function shareWith(
  db: Database,
  userId: number,
  credit: CreditRow,
  added: CertificationRow[],
  at: Date,
) {
  if (added.length === 0) return;
  await db.insert(creditCertifications).values(
    added.map((certification) => ({
      creditId: credit.id,
      certificationId: certification.id,
      cycle: certification.cycle,
    })),
  );
  for (const certification of added) {
    await recordActivity(db, {
      userId,
      certificationId: certification.id,
      type: "credit_added",
      title: `Added ${creditsText(credit.credits, certification.creditsUnit)} to ${certification.name}`,
      detail: credit.title,
      at,
    });
  }
}

/**
 * Records a credit counting toward the path's certification and every one of
 * `certificationIds`, each in its current cycle, and recounts them all. Any of them not the
 * user's answers 404 with nothing written.
 */
export async function addCredit(
  { db, clock }: ServiceDeps,
  user: UserRow,
  certificationId: number,
  input: CreditInput,
): Promise<CreditRow> {
  refuseFutureCompletion(user, clock, input);
  return db.transaction(async (tx) => {
    const ids = [certificationId, ...(input.certificationIds ?? [])];
    const counted = await lockOwnCertifications(tx, user.id, ids);
    const now = clock.now();
    const credit = await insertRow(tx, educationCredits, "credit", {
      ...creditFields(input),
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await shareWith(tx, user.id, credit, counted, now);
    await recountCredits(tx, ids, now);
    return credit;
  });
}

/**
 * Changes a credit. `certificationIds`, when given, replace the certifications it counts
 * toward: one kept keeps its cycle, one added counts it in its current cycle. Every
 * certification it counted or now counts toward is recounted.
 */
export async function updateCredit(
  { db, clock }: ServiceDeps,
  user: UserRow,
  creditId: number,
  input: CreditInput,
): Promise<CreditRow> {
  refuseFutureCompletion(user, clock, input);
  return db.transaction(async (tx) => {
    const wanted = input.certificationIds ?? [];
    const before = await ownCreditForChange(tx, user.id, creditId, wanted);
    const now = clock.now();
    const [credit] = await tx
      .update(educationCredits)
      .set({ ...creditFields(input), updatedAt: now })
      .where(eq(educationCredits.id, creditId))
      .returning();
    if (!credit) throw new Error("credit vanished while locked");
    const countedIds = before.certifications.map((certification) => certification.id);
    if (input.certificationIds) {
      const removed = countedIds.filter((id) => !wanted.includes(id));
      if (removed.length > 0) {
        await tx
          .delete(creditCertifications)
          .where(
            and(
              eq(creditCertifications.creditId, creditId),
              inArray(creditCertifications.certificationId, removed),
            ),
          );
      }
      const added = wanted
        .filter((id) => !countedIds.includes(id))
        .flatMap((id) => before.locked.get(id) ?? []);
      await shareWith(tx, user.id, credit, added, now);
    }
    await recountCredits(tx, [...countedIds, ...wanted], now);
    return credit;
  });
}

/** Deletes the credit from every certification it counts toward, with its certificate. */
export async function deleteCredit({ db, clock }: ServiceDeps, userId: number, creditId: number) {
  await db.transaction(async (tx) => {
    const { credit, certifications } = await ownCreditForChange(tx, userId, creditId);
    await tx.delete(educationCredits).where(eq(educationCredits.id, creditId));
    if (credit.certificateFileId) await deleteOwnFile(tx, userId, credit.certificateFileId);
    await recountCredits(
      tx,
      certifications.map((certification) => certification.id),
      clock.now(),
    );
  });
}
