import type { CycleReport } from "@common/reports";
import { csvByteOrderMark, csvDocument } from "../../shared/csv";
import type { Written } from "./certificate-pieces";
import type { ReportFile } from "./cycle-report";

export const transcriptEntry = "transcript.pdf";
export const manifestEntry = "manifest.csv";

/** Where a certificate goes in the packet: "certificates/2026-03-14 Ethics.pdf". */
export const certificateEntry = (certificate: ReportFile) => `certificates/${certificate.fileName}`;

export const manifestHeader = [
  "File",
  "Credit title",
  "Completion date",
  "Credits",
  "Unit",
  "Categories",
  "Size (bytes)",
  "SHA-256",
] as const;

/**
 * manifest.csv as bytes (UTF-8 with a byte order mark): the transcript, then one row per
 * certificate with the credit it proves, each with its size and SHA-256 from `writtenOf`.
 */
export function manifestCsv(
  report: CycleReport,
  certificates: ReportFile[],
  writtenOf: (entry: string) => Written,
): Buffer {
  const figures = (entry: string) => {
    const { size, sha256 } = writtenOf(entry);
    return [size, sha256];
  };
  const credits = new Map(report.credits.map((credit) => [credit.id, credit]));
  const unit = report.certification.creditsUnit;
  const rows = certificates.map((certificate) => {
    const entry = certificateEntry(certificate);
    const credit = credits.get(certificate.creditId);
    return [
      entry,
      credit?.title,
      credit?.completionDate,
      credit?.credits,
      unit,
      credit?.categories.join("; "),
      ...figures(entry),
    ];
  });
  const transcript = [
    transcriptEntry,
    `Transcript of ${report.certification.name}`,
    null,
    null,
    null,
    null,
    ...figures(transcriptEntry),
  ];
  const document = csvDocument([[...manifestHeader], transcript, ...rows]);
  return Buffer.from(csvByteOrderMark + document, "utf8");
}
