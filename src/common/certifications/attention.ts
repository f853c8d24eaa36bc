import { z } from "zod";
import { addDays, type CalendarDate, formatCalendarDate } from "./calendar-date";
import { compareUrgency } from "./certification-urgency";
import { formatCredits } from "./credit-amount";
import { creditsText } from "./credits-unit";
import { deadlineDistanceWithDate } from "./deadline-distance";
import { deadlineStatuses } from "./deadline-status";
import { creditsDeadline } from "./pace";
import { progressStatus } from "./progress";
import {
  type CategoryMissing,
  categoryMissingSchema,
  type PacePlan,
  pacePlanSchema,
} from "./progress-schema";
import type { RequirementKind } from "./requirements";

/**
 * What a certification asks of its holder beyond its credits: whether it needs any CE at all,
 * when it is to be renewed, and whether it needs attention now (the dashboard's Needs attention
 * card). Pure rules the server and the web share.
 */

type Required = {
  creditsRequired: number;
  requirements: { categories: { kind: RequirementKind }[] };
};

/**
 * Whether the cycle asks for any credits: credits required above 0, or a category minimum. A
 * CPR card asks for none: it shows "No CE required" rather than progress and a pace plan (its
 * deadline status stays Completed, 0 required counting as 100 %).
 */
export function ceRequired(certification: Required): boolean {
  return (
    certification.creditsRequired > 0 ||
    certification.requirements.categories.some((category) => category.kind === "minimum")
  );
}

/** Shown instead of progress and pace where nothing is required. */
export const noCeRequiredText = "No CE required";

export const renewalTones = ["later", "soon", "overdue"] as const;
export type RenewalTone = (typeof renewalTones)[number];

/** When an active certification is to be renewed, as the status shows beside it. */
export type RenewalState = {
  /** The expiration date: renew by then. */
  date: CalendarDate;
  /** later: beyond the lead time; soon: within it (today included); overdue: expired. */
  tone: RenewalTone;
  /** "Renew by Jan 6, 2027", or "Renewal overdue since Jan 6, 2027" once it has passed. */
  text: string;
};

/**
 * The renewal state of an active certification with an expiration date (null otherwise): due
 * "soon" from `leadDays` before the expiration (the user's reminder lead time, when the lead
 * reminder is sent) to the expiration day itself, "overdue" after it.
 */
export function renewalState(
  certification: { status: string; expirationDate: CalendarDate | null },
  today: CalendarDate,
  leadDays: number,
): RenewalState | null {
  const date = certification.expirationDate;
  if (certification.status !== "active" || date === null) return null;
  if (today > date) {
    return { date, tone: "overdue", text: `Renewal overdue since ${formatCalendarDate(date)}` };
  }
  const tone = today >= addDays(date, -leadDays) ? "soon" : "later";
  return { date, tone, text: `Renew by ${formatCalendarDate(date)}` };
}

/** One certification of the Needs attention card. */
export const attentionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The date its credits are due by (reporting period end, else expiration), or null. */
  creditsDue: z.string().nullable(),
  /** Its expiration date, for the renewal state beside the status. */
  expirationDate: z.string().nullable(),
  creditsNeeded: z.number(),
  creditsEarned: z.number(),
  creditsMissing: z.number(),
  categoriesMissing: z.array(categoryMissingSchema),
  creditsUnit: z.string(),
  status: z.enum(deadlineStatuses),
  pace: pacePlanSchema.nullable(),
  /** Why it needs attention, in words, most serious first. */
  reasons: z.array(z.string()).min(1),
});
export type AttentionRow = z.infer<typeof attentionRowSchema>;

export type AttentionCandidate = {
  id: number;
  name: string;
  status: string;
  expirationDate: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
  creditsRequired: number;
  creditsEarned: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  creditsUnit: string;
  /** pacePlan(...) of the certification. */
  pace: PacePlan | null;
};

/** "22 of 30 contact hours still missing", or "1 contact hour still missing" for minimums alone. */
function missingText(candidate: AttentionCandidate): string {
  const { creditsMissing: missing, creditsRequired: required, creditsUnit: unit } = candidate;
  if (required > 0 && missing <= required) {
    return `${formatCredits(missing)} of ${creditsText(required, unit)} still missing`;
  }
  return `${creditsText(missing, unit)} still missing`;
}

/**
 * Where the pace of the last 90 days leads, for a plan that is behind, and what finishes on
 * time; `when` (", due in 5 months (Apr 27, 2027)") names the deadline where no reason did yet.
 */
function behindText(pace: PacePlan, unit: string, when: string): string {
  const led =
    pace.expectedFinish === null
      ? `at your pace of the last 90 days you would not finish${when}`
      : `at your pace so far you would finish around ${formatCalendarDate(pace.expectedFinish)}, after the deadline${when}`;
  return `Behind your pace plan: ${led}; ${creditsText(pace.perMonth, unit)} a month from now on finishes on time`;
}

/**
 * The active certifications that need attention, whatever their date: credits missing past
 * the date they were due, At Risk (under 40 % of the requirement), or behind their pace plan
 * (the pace of the last 90 days finishes after the deadline, or never). Most urgent first
 * (compareUrgency): the earliest credits deadline (a passed one first of all, none last),
 * then name and id.
 * A certification with nothing missing never needs attention here, whatever its expiration.
 */
export function needsAttention(
  candidates: AttentionCandidate[],
  today: CalendarDate,
): AttentionRow[] {
  const rows: AttentionRow[] = [];
  for (const candidate of [...candidates].sort(compareUrgency)) {
    if (candidate.status !== "active" || candidate.creditsMissing <= 0) continue;
    const due = creditsDeadline(candidate)?.date ?? null;
    const status = progressStatus(candidate);
    const unit = candidate.creditsUnit;
    const overdue = due !== null && due < today;
    const behind = candidate.pace?.behind === true;
    if (!overdue && status !== "At Risk" && !behind) continue;
    // The first reason says when the credits are due; the next ones do not repeat it.
    const when = due === null ? "" : `, due ${deadlineDistanceWithDate(today, due)}`;
    const reasons: string[] = [];
    if (overdue) reasons.push(`Overdue: ${missingText(candidate)}${when}`);
    else if (status === "At Risk") reasons.push(`At Risk: ${missingText(candidate)}${when}`);
    if (candidate.pace?.behind) {
      reasons.push(behindText(candidate.pace, unit, reasons.length === 0 ? when : ""));
    }
    rows.push({
      id: candidate.id,
      name: candidate.name,
      creditsDue: due,
      expirationDate: candidate.expirationDate,
      creditsNeeded: candidate.creditsRequired,
      creditsEarned: candidate.creditsEarned,
      creditsMissing: candidate.creditsMissing,
      categoriesMissing: candidate.categoriesMissing,
      creditsUnit: unit,
      status,
      pace: candidate.pace,
      reasons,
    });
  }
  return rows;
}
