import { needsAttention } from "@common/certifications/attention";
import type { CalendarDate } from "@common/certifications/calendar-date";
import type { Dashboard } from "@common/certifications/dashboard";
import { deadlineInWindow, upcomingDeadlines } from "@common/certifications/deadlines";
import { creditsDeadline, pacePlan } from "@common/certifications/pace";
import { computeProgress } from "@common/certifications/progress";
import type { PacePlan } from "@common/certifications/progress-schema";
import { paceWindowStart, recentCountedCredits } from "@common/certifications/recent-credits";
import { userToday } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { activitiesFromJson } from "../activity/newest-activities";
import type { DeadlineCandidate } from "./dashboard-statement";
import { readDashboard } from "./read-dashboard";

/** The certification's pace plan, from what its credits of the pace window counted. */
function paceOf(
  { credits, ...certification }: DeadlineCandidate,
  today: CalendarDate,
): PacePlan | null {
  // Carry-over adds to the total only, never to what a credit counts: no previous cycle needed.
  const progress = computeProgress({ ...certification, credits, previousCycle: null });
  return pacePlan({
    today,
    creditsUnit: certification.creditsUnit,
    creditsMissing: certification.creditsMissing,
    deadline: creditsDeadline(certification)?.date ?? null,
    cycleStart: certification.reportingPeriodStart ?? certification.receivedDate,
    recentCredits: recentCountedCredits(progress, credits, today),
  });
}

/**
 * Everything the dashboard shows, in one query whatever the number of certifications
 * (dashboard-statement.ts): the counts, the active certifications with their recent credits
 * (for the pace plans), the recent activity. Needs attention reads every active certification,
 * whatever its date; Upcoming Deadlines those with a date in the window.
 */
export async function dashboardOf({ db, clock }: ServiceDeps, user: UserRow): Promise<Dashboard> {
  const today = userToday(user, clock);
  const row = await readDashboard(db, { userId: user.id, paceWindowStart: paceWindowStart(today) });

  const active = row.candidates.map((candidate) => ({
    ...candidate,
    pace: paceOf(candidate, today),
  }));
  return {
    today,
    totalCertifications: row.totalCertifications,
    activeCertifications: row.activeCertifications,
    deadlinesIn90Days: active.filter((candidate) => deadlineInWindow(candidate, today) !== null)
      .length,
    needsAttention: needsAttention(active, today),
    upcomingDeadlines: upcomingDeadlines(active, today),
    recentActivity: activitiesFromJson(row.recentActivity),
  };
}
