import { type CalendarDate, daysBetween } from "@common/certifications/calendar-date";
import { deadlineOf } from "@common/certifications/deadlines";
import {
  type CycleInput,
  computeProgress,
  type ProgressCredit,
} from "@common/certifications/progress";
import type { DetectedType } from "@common/file-types";
import type { CycleReport, ReportCredit, ReportCycleOption, ReportQuery } from "@common/reports";
import { cleanName } from "@common/text";
import { and, asc, desc, eq } from "drizzle-orm";
import { userToday } from "../../clock";
import type { Database } from "../../db/open";
import {
  certificationCycles,
  creditCertifications,
  educationCredits,
  files,
  type UserRow,
} from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { extensions } from "../../files/download-name";
import { HttpError } from "../../shared/http-error";
import { ownCertification } from "../certifications/owned-certification";
import { certificateUrl } from "../credits/credit-rows";
import { monthsOf } from "./report-months";

/** A certificate file of the cycle: which stored file, and its name in the audit packet. */
export type ReportFile = { creditId: number; fileId: string; fileName: string; size: number };

/** A cycle report, with what the downloads need besides it: the stored certificate files. */
export type LoadedReport = { report: CycleReport; files: ReportFile[] };

const cycleNotFound = () => new HttpError(404, "Cycle not found");

/** The holder as a board reads it: first and last name, else the username. */
export function holderName(user: Pick<UserRow, "firstName" | "lastName" | "username">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username;
}

/** The credits of one cycle of a certification, with provider and certificate, by date. */
async function creditsOfCycle(db: Database, certificationId: number, cycle: number) {
  return db
    .select({
      id: educationCredits.id,
      title: educationCredits.title,
      provider: educationCredits.provider,
      approvalNumber: educationCredits.approvalNumber,
      credits: educationCredits.credits,
      completionDate: educationCredits.completionDate,
      categories: educationCredits.categories,
      certificateFileId: educationCredits.certificateFileId,
      certificateName: educationCredits.certificateName,
      certificateType: files.contentType,
      certificateSize: files.size,
    })
    .from(creditCertifications)
    .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
    .leftJoin(files, eq(files.id, educationCredits.certificateFileId))
    .where(
      and(
        eq(creditCertifications.certificationId, certificationId),
        eq(creditCertifications.cycle, cycle),
      ),
    )
    .orderBy(asc(educationCredits.completionDate), asc(educationCredits.id));
}

type CycleCreditRow = Awaited<ReturnType<typeof creditsOfCycle>>[number];

const toProgressCredit = (row: CycleCreditRow): ProgressCredit => ({
  id: row.id,
  title: row.title,
  credits: row.credits,
  completionDate: row.completionDate,
  categories: row.categories,
});

// Characters no file system takes in a name, and control characters.
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * "2026-03-14 Ethics in nursing practice.pdf": the credit's date and title, made safe for any
 * file system (at most 120 characters before the extension), with " (2)", " (3)" added when two
 * credits would share a name.
 */
export function packetFileName(
  credit: { completionDate: CalendarDate; title: string },
  contentType: string,
  taken: Set<string>,
): string {
  const extension = extensions[contentType as DetectedType]?.[0] ?? "";
  const title = [...cleanName(credit.title).replace(unsafeInFileName, "_")]
    .slice(0, 120)
    .join("")
    .replace(/[. ]+$/, "")
    .trim();
  const base = `${credit.completionDate} ${title || "certificate"}`;
  let name = `${base}${extension}`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
    name = `${base} (${copy})${extension}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * One cycle of the user's certification (default its current one) as reports, the transcript,
 * the CSV and the audit packet show it: its dates, its progress computed by computeProgress
 * (the one computation, carry-over from the cycle before included), every credit with its
 * verdict and certificate, the months of the period for the chart, and the cycles to choose
 * from. `from`/`to` narrow the credits and months listed, never the totals. Another user's
 * certification, or a cycle it does not have, answers 404.
 */
export async function loadCycleReport(
  { db, clock }: ServiceDeps,
  user: UserRow,
  certificationId: number,
  query: Partial<ReportQuery> = {},
): Promise<LoadedReport> {
  const certification = await ownCertification(db, user.id, certificationId);
  const cycle = query.cycle ?? certification.cycle;
  if (cycle > certification.cycle) throw cycleNotFound();
  const pastCycles = await db
    .select()
    .from(certificationCycles)
    .where(eq(certificationCycles.certificationId, certificationId))
    .orderBy(desc(certificationCycles.cycle));
  const current = cycle === certification.cycle;
  const chosen = current ? certification : pastCycles.find((row) => row.cycle === cycle);
  if (!chosen) throw cycleNotFound();

  const previous = chosen.requirements.carryOver
    ? pastCycles.find((row) => row.cycle === cycle - 1)
    : undefined;
  const [rows, previousRows] = await Promise.all([
    creditsOfCycle(db, certificationId, cycle),
    previous ? creditsOfCycle(db, certificationId, previous.cycle) : Promise.resolve([]),
  ]);
  const previousCycle: CycleInput | null = previous
    ? {
        reportingPeriodStart: previous.reportingPeriodStart,
        reportingPeriodEnd: previous.reportingPeriodEnd,
        creditsRequired: previous.creditsRequired,
        requirements: previous.requirements,
        credits: previousRows.map(toProgressCredit),
      }
    : null;
  const progress = computeProgress({
    reportingPeriodStart: chosen.reportingPeriodStart,
    reportingPeriodEnd: chosen.reportingPeriodEnd,
    creditsRequired: chosen.creditsRequired,
    requirements: chosen.requirements,
    credits: rows.map(toProgressCredit),
    creditsUnit: certification.creditsUnit,
    previousCycle,
  });

  const verdicts = new Map(progress.credits.map((verdict) => [verdict.creditId, verdict]));
  const taken = new Set<string>();
  const reportFiles: ReportFile[] = [];
  const allCredits: ReportCredit[] = rows.map((row) => {
    const verdict = verdicts.get(row.id);
    let certificate: ReportCredit["certificate"] = null;
    if (row.certificateFileId && row.certificateType && row.certificateSize !== null) {
      const fileName = packetFileName(row, row.certificateType, taken);
      reportFiles.push({
        creditId: row.id,
        fileId: row.certificateFileId,
        fileName,
        size: row.certificateSize,
      });
      certificate = {
        url: certificateUrl(row.id),
        name: row.certificateName ?? fileName,
        contentType: row.certificateType,
        size: row.certificateSize,
        fileName,
      };
    }
    return {
      id: row.id,
      title: row.title,
      provider: row.provider,
      approvalNumber: row.approvalNumber,
      completionDate: row.completionDate,
      credits: row.credits,
      counted: verdict?.counted ?? 0,
      categories: row.categories,
      outsidePeriod: verdict?.outsidePeriod ?? null,
      explanation: verdict?.explanation ?? "",
      certificate,
    };
  });
  const inRange = (date: CalendarDate) =>
    (!query.from || date >= query.from) && (!query.to || date <= query.to);
  const credits = allCredits.filter((credit) => inRange(credit.completionDate));

  const today = userToday(user, clock);
  const deadline = current ? deadlineOf(chosen) : null;
  const cycles: ReportCycleOption[] = [
    {
      cycle: certification.cycle,
      current: true,
      reportingPeriodStart: certification.reportingPeriodStart,
      reportingPeriodEnd: certification.reportingPeriodEnd,
      expirationDate: certification.expirationDate,
    },
    ...pastCycles.map((row) => ({
      cycle: row.cycle,
      current: false,
      reportingPeriodStart: row.reportingPeriodStart,
      reportingPeriodEnd: row.reportingPeriodEnd,
      expirationDate: row.expirationDate,
    })),
  ];

  return {
    report: {
      holder: { name: holderName(user), email: user.email },
      certification: {
        id: certification.id,
        name: certification.name,
        provider: certification.provider,
        licenseNumber: certification.licenseNumber,
        issuingBody: certification.issuingBody,
        jurisdiction: certification.jurisdiction,
        creditsUnit: certification.creditsUnit,
        status: certification.status,
      },
      cycle,
      current,
      receivedDate: chosen.receivedDate,
      expirationDate: chosen.expirationDate,
      reportingPeriodStart: chosen.reportingPeriodStart,
      reportingPeriodEnd: chosen.reportingPeriodEnd,
      daysLeft: deadline ? daysBetween(today, deadline.date) : null,
      progress,
      credits,
      months: monthsOf({
        periodStart: chosen.reportingPeriodStart,
        periodEnd: chosen.reportingPeriodEnd,
        creditsRequired: chosen.creditsRequired,
        carriedOver: progress.carriedOver,
        credits: allCredits,
        from: query.from,
        to: query.to,
        today,
      }),
      cycles,
      producedOn: today,
    },
    files: reportFiles,
  };
}
