import {
  type CertificationStatus,
  type CreditsUnit,
  certificationStatuses,
  certificationStatusLabels,
  creditsUnits,
} from "@common/certifications/certification";
import { formatDate } from "@web/lib/format-date";

/** The API answers status and unit as plain strings; these read them back as the known values. */

export function isCertificationStatus(value: string): value is CertificationStatus {
  return (certificationStatuses as readonly string[]).includes(value);
}

export function isCreditsUnit(value: string): value is CreditsUnit {
  return (creditsUnits as readonly string[]).includes(value);
}

/** "Active", "Inactive", "Expired"; an unknown status shows as it is stored. */
export function certificationStatusLabel(status: string): string {
  return isCertificationStatus(status) ? certificationStatusLabels[status] : status;
}

/** "Jan 1, 2025 – Dec 31, 2026", or "Not set" when the period has neither date. */
export function periodText(start: string | null, end: string | null): string {
  if (!start && !end) return "Not set";
  return `${formatDate(start, "Not set")} – ${formatDate(end, "Not set")}`;
}
