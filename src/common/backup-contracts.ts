import type { z } from "zod";
import { personNameField } from "./accounts/fields";
import type { BackupDocument } from "./backup";
import { todayIn } from "./certifications/calendar-date";
import { certificationInputSchema, renewalInputSchema } from "./certifications/certification";
import { creditInputSchema, creditMessages } from "./certifications/credit";
import { requirementTemplateInputSchema } from "./certifications/requirement-templates";

/** Where a record of the backup breaks the API's contract, and the API's own message. */
export type BackupContractProblem = { where: string; message: string };

class ContractBroken extends Error {
  constructor(readonly problem: BackupContractProblem) {
    super(problem.message);
  }
}

/**
 * Every record a restore writes, passed through the contract the API holds the same record to
 * (a certification through POST /api/certifications's, a finished cycle through a renewal's, a
 * credit through a credit's with its completion date not after today where the backup's time
 * zone is, a template through a template's, the names of the profile through the profile's):
 * the first record that breaks one is named with the API's message; otherwise the document
 * with every field as the API would have stored it (names cleaned, empty text as none).
 */
export function backupThroughContracts(
  backup: BackupDocument,
  now: Date,
): { ok: true; backup: BackupDocument } | ({ ok: false } & BackupContractProblem) {
  try {
    return { ok: true, backup: throughContracts(backup, todayIn(backup.profile.timeZone, now)) };
  } catch (error) {
    if (error instanceof ContractBroken) return { ok: false, ...error.problem };
    throw error;
  }
}

function throughContracts(backup: BackupDocument, today: string): BackupDocument {
  const certifications = backup.certifications.map((certification, index) => {
    const at = ["certifications", index];
    const { pastCycles, ruleSet, ...current } = certification;
    const { ruleSet: _link, ...fields } = through(certificationInputSchema, current, at);
    return {
      ...certification,
      ...fields,
      requirements: fields.requirements ?? certification.requirements,
      pastCycles: pastCycles.map((past, cycle) => {
        const checked = through(renewalInputSchema, past, [...at, "pastCycles", cycle]);
        return { ...past, ...checked, requirements: checked.requirements ?? past.requirements };
      }),
    };
  });
  const credits = backup.credits.map((credit, index) => {
    const at = ["credits", index];
    const { certificationIds: _none, ...fields } = through(creditInputSchema, credit, at);
    if (fields.completionDate > today) {
      broken([...at, "completionDate"], creditMessages.completionDateInFuture);
    }
    return { ...credit, ...fields };
  });
  const requirementTemplates = backup.requirementTemplates.map((template, index) => ({
    ...template,
    ...through(requirementTemplateInputSchema, template, ["requirementTemplates", index]),
  }));
  const personName = (name: string | null, field: string) =>
    name === null ? null : through(personNameField, name, ["profile", field]) || null;
  const profile = {
    ...backup.profile,
    firstName: personName(backup.profile.firstName, "firstName"),
    lastName: personName(backup.profile.lastName, "lastName"),
  };
  return { ...backup, certifications, credits, requirementTemplates, profile };
}

/** The record as the contract reads it; the first problem stops the restore, named by its path. */
function through<Schema extends z.ZodType>(
  schema: Schema,
  record: unknown,
  at: (string | number)[],
): z.output<Schema> {
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  return broken([...at, ...(issue?.path ?? []).map(String)], issue?.message ?? "is not valid");
}

function broken(path: (string | number)[], message: string): never {
  throw new ContractBroken({ where: path.join("."), message });
}
