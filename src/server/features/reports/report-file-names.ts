import type { CycleReport } from "@common/reports";
import { cleanName } from "@common/text";

// Characters no file system takes in a name, and control characters.
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * "RN License" as a file name part: safe on any file system, at most 100 characters. A past
 * cycle is named as such ("RN License cycle 1"), so two downloads never read alike.
 */
function reportName(report: CycleReport): string {
  const name = [...cleanName(report.certification.name).replace(unsafeInFileName, "_")]
    .slice(0, 100)
    .join("")
    .replace(/[. ]+$/, "")
    .trim();
  const certification = name || "Certification";
  return report.current ? certification : `${certification} cycle ${report.cycle}`;
}

/** "RN License transcript 2026-11-24.pdf", as its owner or a shared link downloads it. */
export function transcriptFileName(report: CycleReport): string {
  return `${reportName(report)} transcript ${report.producedOn}.pdf`;
}

/** "RN License credits 2026-11-24.csv". */
export function creditsCsvFileName(report: CycleReport): string {
  return `${reportName(report)} credits ${report.producedOn}.csv`;
}

/** "RN License audit packet 2026-11-24.zip". */
export function auditPacketFileName(report: CycleReport): string {
  return `${reportName(report)} audit packet ${report.producedOn}.zip`;
}
