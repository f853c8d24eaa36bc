import type { CertificationInput } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { noRequirements } from "@common/certifications/requirements";
import type { ExistingChoice } from "@common/spreadsheets/spreadsheet-import";
import { eq } from "drizzle-orm";
import { lockedUser } from "../../db/locked-user";
import {
  activities,
  certifications,
  creditCertifications,
  educationCredits,
  type UserRow,
} from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { batchesOf, type ImportOutcome, type OnProgress } from "../../shared/import-rows";
import { assertAllowance } from "../certifications/free-plan";
import type { CertificationRow } from "../certifications/owned-certification";
import type { CreditRow } from "../credits/credit-rows";
import { lockOwnCertifications } from "../credits/credit-rows";
import { recountCredits } from "../credits/recount-credits";
import { existingCertifications, existingCredits } from "./existing-records";
import type { PlannedCredit } from "./import-plan";

type Mapping = Record<string, string | null>;

/**
 * The rows of a file split by what is already there (`matches`, one per row, null when none):
 * the fresh rows to add, and the rows there with the record each matches.
 */
function splitByMatch<Input, Match>(inputs: readonly Input[], matches: readonly (Match | null)[]) {
  const fresh = inputs.filter((_, index) => !matches[index]);
  const there = inputs.flatMap((input, index) => {
    const before = matches[index];
    return before ? [{ input, before }] : [];
  });
  return { fresh, there };
}

/** The fields of the certification form the file has a column for (mapped). */
const formFields = [
  "name",
  "provider",
  "status",
  "receivedDate",
  "expirationDate",
  "reportingPeriodStart",
  "reportingPeriodEnd",
  "creditsRequired",
  "creditsUnit",
  "licenseNumber",
  "issuingBody",
  "jurisdiction",
  "renewalUrl",
  "renewalFee",
] as const satisfies readonly (keyof CertificationInput)[];

/**
 * A certification already there as the row changes it: the columns the file has written over
 * it, a column it has not left alone (a file of names and dates does not clear the provider).
 */
function certificationUpdate(
  before: CertificationRow,
  input: CertificationInput,
  mapping: Mapping,
): Partial<CertificationRow> {
  const changed: Partial<CertificationRow> = {};
  for (const key of formFields) {
    if (mapping[key]) Object.assign(changed, { [key]: input[key] });
  }
  if (input.requirements) {
    const carryOverMapped = mapping.carryOverCredits || mapping.carryOverDays;
    changed.requirements = {
      categories: mapping.categories
        ? input.requirements.categories
        : before.requirements.categories,
      carryOver: carryOverMapped ? input.requirements.carryOver : before.requirements.carryOver,
    };
  }
  return changed;
}

/**
 * Adds every new certification of the file in one transaction, as createCertification adds
 * one: the user row locked while the free plan's limit is checked (for all of them at once),
 * each recounted, each with its "added" activity. Rows already there (matched once the user
 * is locked, so two imports of one file cannot both add it) are skipped, or updated as
 * updateCertification updates one and recounted. Any failure keeps none of it.
 */
export async function importCertifications(
  { db, clock }: ServiceDeps,
  user: UserRow,
  inputs: readonly CertificationInput[],
  { mapping, existing }: { mapping: Mapping; existing: ExistingChoice },
  onProgress: OnProgress,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockedUser(tx, user.id);
    const matches = await existingCertifications(tx, user.id, inputs);
    const { fresh, there } = splitByMatch(inputs, matches);
    await assertAllowance(tx, locked, fresh.length);
    const now = clock.now();
    let done = 0;
    for (const batch of batchesOf(fresh)) {
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
    if (existing === "skip" || there.length === 0) {
      if (there.length > 0) await onProgress(inputs.length, inputs.length);
      return { created: fresh.length, updated: 0, skipped: there.length };
    }
    for (const batch of batchesOf(there)) {
      for (const { input, before } of batch) {
        await tx
          .update(certifications)
          .set({ ...certificationUpdate(before, input, mapping), updatedAt: now })
          .where(eq(certifications.id, before.id));
      }
      done += batch.length;
      await onProgress(done, inputs.length);
    }
    await recountCredits(
      tx,
      there.map(({ before }) => before.id),
      now,
    );
    return { created: fresh.length, updated: there.length, skipped: 0 };
  });
}

/** A credit already there as the row changes it: its title's spelling and the mapped columns. */
function creditUpdate(input: PlannedCredit, mapping: Mapping): Partial<CreditRow> {
  const changed: Partial<CreditRow> = { title: input.title };
  if (mapping.provider) changed.provider = input.provider;
  if (mapping.approvalNumber) changed.approvalNumber = input.approvalNumber;
  if (mapping.description) changed.description = input.description;
  if (mapping.categories) changed.categories = input.categories;
  return changed;
}

/**
 * Adds every new credit of the file in one transaction, as addCredit adds one: the
 * certifications they count toward locked first (still the user's, or 404), each credit shared
 * with them in their current cycle with its "credit_added" activity, and each certification
 * recounted once at the end. Rows already there are skipped, or updated as updateCredit
 * updates one (the certifications it counts toward stay as they are, and a credit counted in
 * a finished cycle is kept as it was, so it is skipped). Any failure keeps none of it.
 */
export async function importCredits(
  { db, clock }: ServiceDeps,
  user: UserRow,
  inputs: readonly PlannedCredit[],
  { mapping, existing }: { mapping: Mapping; existing: ExistingChoice },
  onProgress: OnProgress,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(inputs.flatMap((input) => input.certificationIds))];
    const locked = new Map(
      (await lockOwnCertifications(tx, user.id, ids)).map((row) => [row.id, row]),
    );
    const matches = await existingCredits(tx, user.id, inputs);
    const { fresh, there } = splitByMatch(inputs, matches);
    const now = clock.now();
    let done = 0;
    for (const batch of batchesOf(fresh)) {
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
    const changing =
      existing === "update" ? there.filter(({ before }) => !before.inFinishedCycle) : [];
    // A changed credit's categories count toward every certification it counts toward.
    const alsoCounted = changing.flatMap(({ before }) => before.certificationIds);
    await lockOwnCertifications(
      tx,
      user.id,
      alsoCounted.filter((id) => !locked.has(id)),
    );
    for (const batch of batchesOf(changing)) {
      for (const { input, before } of batch) {
        await tx
          .update(educationCredits)
          .set({ ...creditUpdate(input, mapping), updatedAt: now })
          .where(eq(educationCredits.id, before.id));
      }
      done += batch.length;
      await onProgress(done, inputs.length);
    }
    if (done < inputs.length) await onProgress(inputs.length, inputs.length);
    await recountCredits(tx, [...new Set([...ids, ...alsoCounted])], now);
    return {
      created: fresh.length,
      updated: changing.length,
      skipped: there.length - changing.length,
    };
  });
}
