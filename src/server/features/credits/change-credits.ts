import { type CreditInput, creditMessages } from "@common/certifications/credit";
import { creditsText } from "@common/certifications/credits-unit";
import { eq } from "drizzle-orm";
import { type Clock, userToday } from "../../clock";
import type { Database } from "../../db/open";
import { educationCredits, type UserRow } from "../../db/schema";
import { deleteOwnFile } from "../../files/stored-files";
import { HttpError } from "../../plugins/error-handler";
import { recordActivity } from "../activity/record-activity";
import { ownCertification } from "../certifications/owned-certification";
import { type CreditRow, ownCreditForChange } from "./credit-rows";
import { recountCredits } from "./recount-credits";

type Deps = { db: Database; clock: Clock };

function refuseFutureCompletion(user: UserRow, clock: Clock, input: CreditInput) {
  if (input.completionDate > userToday(user, clock)) {
    throw new HttpError(400, `completionDate: ${creditMessages.completionDateInFuture}`);
  }
}

/** Records a credit in the certification's current cycle and recounts creditsEarned. */
export async function addCredit(
  { db, clock }: Deps,
  user: UserRow,
  certificationId: number,
  input: CreditInput,
): Promise<CreditRow> {
  refuseFutureCompletion(user, clock, input);
  return db.transaction(async (tx) => {
    const certification = await ownCertification(tx, user.id, certificationId, { lock: true });
    const now = clock.now();
    const [credit] = await tx
      .insert(educationCredits)
      .values({
        ...input,
        certificationId,
        cycle: certification.cycle,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!credit) throw new Error("credit was not created");
    await recordActivity(tx, {
      userId: user.id,
      certificationId,
      type: "credit_added",
      title: `Added ${creditsText(credit.credits, certification.creditsUnit)} to ${certification.name}`,
      detail: credit.title,
      at: now,
    });
    await recountCredits(tx, certification, now);
    return credit;
  });
}

export async function updateCredit(
  { db, clock }: Deps,
  user: UserRow,
  creditId: number,
  input: CreditInput,
): Promise<CreditRow> {
  refuseFutureCompletion(user, clock, input);
  return db.transaction(async (tx) => {
    const { certification } = await ownCreditForChange(tx, user.id, creditId);
    const now = clock.now();
    const [credit] = await tx
      .update(educationCredits)
      .set({ ...input, updatedAt: now })
      .where(eq(educationCredits.id, creditId))
      .returning();
    if (!credit) throw new Error("credit vanished while locked");
    await recountCredits(tx, certification, now);
    return credit;
  });
}

/** Deletes the credit and its certificate, and recounts creditsEarned. */
export async function deleteCredit({ db, clock }: Deps, userId: number, creditId: number) {
  await db.transaction(async (tx) => {
    const { credit, certification } = await ownCreditForChange(tx, userId, creditId);
    await tx.delete(educationCredits).where(eq(educationCredits.id, creditId));
    if (credit.certificateFileId) await deleteOwnFile(tx, userId, credit.certificateFileId);
    await recountCredits(tx, certification, clock.now());
  });
}
