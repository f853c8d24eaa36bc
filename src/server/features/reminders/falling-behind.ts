import { addDays, type CalendarDate } from "@common/certifications/calendar-date";
import { sumCredits } from "@common/certifications/credit-amount";
import { creditsDeadline, pacePlan, paceWindowDays } from "@common/certifications/pace";
import { computeProgress, type ProgressCredit } from "@common/certifications/progress";
import type { Requirements } from "@common/certifications/requirements";
import type { DeadlineKind, ReminderPace } from "@common/reminders";

/** A credit of a certification's current cycle, as progress.ts takes it. */
export type CycleCredit = ProgressCredit;

type Judged = {
  today: CalendarDate;
  creditsUnit: string;
  creditsRequired: number;
  /** As stored by the recount (carry-over included). */
  creditsMissing: number;
  requirements: Requirements;
  receivedDate: CalendarDate | null;
  expirationDate: CalendarDate | null;
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
};

/**
 * The certification's deadline and pace when the pace of the last 90 days would finish its
 * credits after its credits deadline (or never), by `pacePlan`; null when it is on pace, too
 * early to tell, or nothing is due. The recent credits are what of the cycle's credits
 * completed in the last 90 days counts toward it (`computeProgress`: period window, caps).
 */
export function fallingBehind(
  certification: Judged,
  credits: CycleCredit[],
): { deadlineKind: DeadlineKind; deadlineDate: CalendarDate; pace: ReminderPace } | null {
  const deadline = creditsDeadline(certification);
  if (!deadline) return null;
  const { today } = certification;
  const progress = computeProgress({
    reportingPeriodStart: certification.reportingPeriodStart,
    reportingPeriodEnd: certification.reportingPeriodEnd,
    creditsRequired: certification.creditsRequired,
    requirements: certification.requirements,
    credits,
    creditsUnit: certification.creditsUnit,
    // Carry-over counts toward the total only, already in creditsMissing; no credit's verdict.
    previousCycle: null,
  });
  const windowStart = addDays(today, -(paceWindowDays - 1));
  const completedOn = new Map(credits.map((credit) => [credit.id, credit.completionDate]));
  const recentCredits = sumCredits(
    progress.credits.flatMap((verdict) => {
      const date = completedOn.get(verdict.creditId);
      return date && date >= windowStart && date <= today ? [verdict.counted] : [];
    }),
  );
  const plan = pacePlan({
    today,
    creditsUnit: certification.creditsUnit,
    creditsMissing: certification.creditsMissing,
    deadline: deadline.date,
    cycleStart: certification.reportingPeriodStart ?? certification.receivedDate,
    recentCredits,
  });
  if (!plan?.behind) return null;
  return {
    deadlineKind: deadline.kind,
    deadlineDate: deadline.date,
    pace: {
      perMonth: plan.perMonth,
      recentPerMonth: plan.recentPerMonth,
      expectedFinish: plan.expectedFinish,
    },
  };
}
