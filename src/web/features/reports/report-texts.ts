import {
  type CertificationStatus,
  certificationStatusLabels,
} from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { countOf } from "@common/plural";

/** "30 days left", "1 day left", "Due today", "9 days past the deadline". */
export function daysLeftText(days: number): string {
  if (days === 0) return "Due today";
  if (days > 0) return `${countOf(days, "day", "days")} left`;
  return `${countOf(-days, "day", "days")} past the deadline`;
}

/** "6.5 hours missing", or "Nothing missing" when the requirement is met. */
export function missingText(missing: number, unit: string): string {
  return missing > 0 ? `${creditsText(missing, unit)} missing` : "Nothing missing";
}

/** "Cycle 2 (current)", "Cycle 1". */
export function cycleLabel(cycle: number, current: boolean): string {
  return current ? `Cycle ${cycle} (current)` : `Cycle ${cycle}`;
}

/** "Active", "Inactive", "Expired"; an unknown status shows as it is stored. */
export function statusText(status: string): string {
  return Object.hasOwn(certificationStatusLabels, status)
    ? certificationStatusLabels[status as CertificationStatus]
    : status;
}
