import type { CertificationInput } from "@common/certifications/certification";
import { toHundredths } from "@common/certifications/credit-amount";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, creditCertifications, educationCredits } from "../../db/schema";
import type { CertificationRow } from "../certifications/owned-certification";
import type { PlannedCredit } from "./import-plan";

/**
 * Which rows of a file are already in CertMinder, so that importing a file again (an export,
 * or the same spreadsheet after adding a few rows) never adds a record twice. Each record of
 * the user is matched by one row at most, the oldest first: a file holding a course twice
 * matches two such credits, and creates the second when there is only one.
 */

/** Text compared as a person reads it: trimmed, in any case; none is empty. */
const same = (text: string | null | undefined) => (text ?? "").trim().toLocaleLowerCase("en-US");

/**
 * The user's certification each input is, or null when it is new: the one with its license
 * number; without a license number in the row (or none of the user's having it), the one with
 * its name and issuing body whose license number is not another.
 */
export async function existingCertifications(
  db: Database,
  userId: number,
  inputs: readonly CertificationInput[],
): Promise<(CertificationRow | null)[]> {
  const own = await db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, userId))
    .orderBy(asc(certifications.id));
  const taken = new Set<number>();
  const byNumber = new Map<string, CertificationRow[]>();
  const byName = new Map<string, CertificationRow[]>();
  const nameKey = (name: string, issuingBody: string | null | undefined) =>
    `${same(name)}\n${same(issuingBody)}`;
  for (const row of own) {
    const number = same(row.licenseNumber);
    if (number !== "") byNumber.set(number, [...(byNumber.get(number) ?? []), row]);
    const key = nameKey(row.name, row.issuingBody);
    byName.set(key, [...(byName.get(key) ?? []), row]);
  }
  const free = (rows: CertificationRow[] | undefined) => rows?.find((row) => !taken.has(row.id));
  return inputs.map((input) => {
    const number = same(input.licenseNumber);
    const found =
      (number === "" ? undefined : free(byNumber.get(number))) ??
      free(
        byName
          .get(nameKey(input.name, input.issuingBody))
          ?.filter((row) => number === "" || same(row.licenseNumber) === ""),
      );
    if (!found) return null;
    taken.add(found.id);
    return found;
  });
}

/** A credit of the user a row is, with every certification it counts toward. */
export type ExistingCredit = {
  id: number;
  /** The certifications it counts toward, and whether it counts in a finished cycle of one. */
  certificationIds: number[];
  inFinishedCycle: boolean;
};

/**
 * The user's credit each input is, or null when it is new: the one with its title, completion
 * date and amount that counts toward one of the row's certifications.
 */
export async function existingCredits(
  db: Database,
  userId: number,
  inputs: readonly PlannedCredit[],
): Promise<(ExistingCredit | null)[]> {
  const named = [...new Set(inputs.flatMap((input) => input.certificationIds))];
  if (named.length === 0) return inputs.map(() => null);
  const rows = await db
    .select({
      id: educationCredits.id,
      title: educationCredits.title,
      completionDate: educationCredits.completionDate,
      credits: educationCredits.credits,
      certificationId: creditCertifications.certificationId,
      shareCycle: creditCertifications.cycle,
      cycle: certifications.cycle,
    })
    .from(educationCredits)
    .innerJoin(creditCertifications, eq(creditCertifications.creditId, educationCredits.id))
    .innerJoin(certifications, eq(certifications.id, creditCertifications.certificationId))
    .where(
      and(
        eq(educationCredits.userId, userId),
        inArray(
          educationCredits.id,
          db
            .select({ id: creditCertifications.creditId })
            .from(creditCertifications)
            .where(inArray(creditCertifications.certificationId, named)),
        ),
      ),
    )
    .orderBy(asc(educationCredits.id));
  const key = (title: string, date: string, credits: number) =>
    `${same(title)}\n${date}\n${toHundredths(credits)}`;
  const byKey = new Map<string, ExistingCredit[]>();
  const byId = new Map<number, ExistingCredit>();
  for (const row of rows) {
    let credit = byId.get(row.id);
    if (!credit) {
      credit = { id: row.id, certificationIds: [], inFinishedCycle: false };
      byId.set(row.id, credit);
      const at = key(row.title, row.completionDate, row.credits);
      byKey.set(at, [...(byKey.get(at) ?? []), credit]);
    }
    credit.certificationIds.push(row.certificationId);
    if (row.shareCycle < row.cycle) credit.inFinishedCycle = true;
  }
  const taken = new Set<number>();
  return inputs.map((input) => {
    const found = byKey
      .get(key(input.title, input.completionDate, input.credits))
      ?.find(
        (credit) =>
          !taken.has(credit.id) &&
          credit.certificationIds.some((id) => input.certificationIds.includes(id)),
      );
    if (!found) return null;
    taken.add(found.id);
    return found;
  });
}
