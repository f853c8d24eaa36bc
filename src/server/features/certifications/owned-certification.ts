import type { Certification } from "@common/certifications/certification";
import { progressStatus } from "@common/certifications/progress";
import type { Database } from "../../db/open";
import { ownRow, type RowLock } from "../../db/own-row";
import { certifications } from "../../db/schema";

export type CertificationRow = typeof certifications.$inferSelect;

/**
 * The user's certification, locked for the rest of the transaction when `lock` is set (every
 * change to it or its credits takes this lock first, so concurrent changes queue up and
 * creditsEarned stays exact). Another user's or a missing id answers the same 404.
 */
export function ownCertification(db: Database, userId: number, id: number, options?: RowLock) {
  return ownRow(db, certifications, userId, id, "Certification not found", options);
}

/** Where a certification's document is served: the current cycle's, or a finished cycle's. */
export function documentUrl(certificationId: number, cycle?: number): string {
  return cycle === undefined
    ? `/api/certifications/${certificationId}/document`
    : `/api/certifications/${certificationId}/cycles/${cycle}/document`;
}

/** A certification as the API answers it. */
export function toCertification(row: CertificationRow): Certification {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    receivedDate: row.receivedDate,
    expirationDate: row.expirationDate,
    reportingPeriodStart: row.reportingPeriodStart,
    reportingPeriodEnd: row.reportingPeriodEnd,
    creditsRequired: row.creditsRequired,
    creditsEarned: row.creditsEarned,
    creditsMissing: row.creditsMissing,
    categoriesMissing: row.categoriesMissing,
    requirements: row.requirements,
    document:
      row.documentFileId && row.documentName
        ? { url: documentUrl(row.id), name: row.documentName }
        : null,
    creditsUnit: row.creditsUnit,
    status: row.status,
    logo: row.logo,
    licenseNumber: row.licenseNumber,
    issuingBody: row.issuingBody,
    jurisdiction: row.jurisdiction,
    renewalUrl: row.renewalUrl,
    renewalFee: row.renewalFee,
    cycle: row.cycle,
    ruleSet:
      row.ruleSetKey !== null && row.ruleSetVersion !== null
        ? { id: row.ruleSetKey, version: row.ruleSetVersion, detached: row.ruleDetached }
        : null,
    deadlineStatus: progressStatus(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
