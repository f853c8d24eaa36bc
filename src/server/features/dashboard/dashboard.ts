import type { CalendarDate } from "@common/certifications/calendar-date";
import type { Dashboard } from "@common/certifications/dashboard";
import { deadlineWindowEnd, upcomingDeadlines } from "@common/certifications/deadlines";
import { creditsDeadline, pacePlan } from "@common/certifications/pace";
import { computeProgress } from "@common/certifications/progress";
import type { PacePlan } from "@common/certifications/progress-schema";
import { paceWindowStart, recentCountedCredits } from "@common/certifications/recent-credits";
import { type Clock, userToday } from "../../clock";
import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
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
 * (dashboard-statement.ts): the counts, the active certifications with a date in the window
 * with their recent credits (for the pace plan), the recent activity.
 */
export async function dashboardOf(db: Database, clock: Clock, user: UserRow): Promise<Dashboard> {
  const today = userToday(user, clock);
  const row = await readDashboard(db, {
    userId: user.id,
    today,
    windowEnd: deadlineWindowEnd(today),
    paceWindowStart: paceWindowStart(today),
  });

  // The rows shown do not depend on their pace plans: only theirs are worked out.
  const candidates = new Map(row.candidates.map((candidate) => [candidate.id, candidate]));
  const shown = upcomingDeadlines(
    row.candidates.map((candidate) => ({ ...candidate, pace: null })),
    today,
  );
  return {
    today,
    totalCertifications: row.totalCertifications,
    activeCertifications: row.activeCertifications,
    deadlinesIn90Days: row.candidates.length,
    upcomingDeadlines: shown.map((deadline) => {
      const candidate = candidates.get(deadline.id);
      return { ...deadline, pace: candidate ? paceOf(candidate, today) : null };
    }),
    recentActivity: activitiesFromJson(row.recentActivity),
  };
}
