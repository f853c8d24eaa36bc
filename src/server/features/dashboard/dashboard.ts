import { type Dashboard, recentActivityShown } from "@common/certifications/dashboard";
import { deadlineWindowEnd, upcomingDeadlines } from "@common/certifications/deadlines";
import { and, between, eq, or, sql } from "drizzle-orm";
import { type Clock, userToday } from "../../clock";
import type { Database } from "../../db/open";
import { certifications, type UserRow } from "../../db/schema";
import { listActivities } from "../activity/list-activities";

/**
 * Everything the dashboard shows, in three queries whatever the number of certifications:
 * the counts, the active certifications with a date in the window, the recent activity.
 */
export async function dashboardOf(db: Database, clock: Clock, user: UserRow): Promise<Dashboard> {
  const today = userToday(user, clock);
  const windowEnd = deadlineWindowEnd(today);
  const [counts, candidates, activity] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${certifications.status} = 'active')`.mapWith(
          Number,
        ),
      })
      .from(certifications)
      .where(eq(certifications.userId, user.id)),
    db
      .select({
        id: certifications.id,
        name: certifications.name,
        status: certifications.status,
        expirationDate: certifications.expirationDate,
        reportingPeriodEnd: certifications.reportingPeriodEnd,
        creditsRequired: certifications.creditsRequired,
        creditsEarned: certifications.creditsEarned,
        creditsMissing: certifications.creditsMissing,
        categoriesMissing: certifications.categoriesMissing,
        creditsUnit: certifications.creditsUnit,
      })
      .from(certifications)
      .where(
        and(
          eq(certifications.userId, user.id),
          eq(certifications.status, "active"),
          or(
            between(certifications.expirationDate, today, windowEnd),
            between(certifications.reportingPeriodEnd, today, windowEnd),
          ),
        ),
      ),
    listActivities(db, user.id, { page: 1, pageSize: recentActivityShown }),
  ]);
  return {
    today,
    totalCertifications: counts[0]?.total ?? 0,
    activeCertifications: counts[0]?.active ?? 0,
    deadlinesIn90Days: candidates.length,
    // The pace plan needs each certification's recent credits: filled by the progress server code.
    upcomingDeadlines: upcomingDeadlines(
      candidates.map((candidate) => ({ ...candidate, pace: null })),
      today,
    ),
    recentActivity: activity.rows,
  };
}
