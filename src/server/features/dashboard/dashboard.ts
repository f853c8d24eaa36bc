import { type Dashboard, recentActivityShown } from "@common/certifications/dashboard";
import { deadlineWindowEnd, upcomingDeadlines } from "@common/certifications/deadlines";
import { creditsDeadline, pacePlan } from "@common/certifications/pace";
import { computeProgress } from "@common/certifications/progress";
import { paceWindowStart, recentCountedCredits } from "@common/certifications/recent-credits";
import { and, between, eq, gte, or, sql } from "drizzle-orm";
import { type Clock, userToday } from "../../clock";
import type { Database } from "../../db/open";
import {
  certifications,
  creditCertifications,
  educationCredits,
  type UserRow,
} from "../../db/schema";
import { listActivities } from "../activity/list-activities";
import { creditColumns, groupByCertification } from "../credits/cycle-progress";

/**
 * Everything the dashboard shows, in four queries whatever the number of certifications:
 * the counts, the active certifications with a date in the window, their recent credits (for
 * the pace plan), the recent activity.
 */
export async function dashboardOf(db: Database, clock: Clock, user: UserRow): Promise<Dashboard> {
  const today = userToday(user, clock);
  const windowEnd = deadlineWindowEnd(today);
  const isCandidate = and(
    eq(certifications.userId, user.id),
    eq(certifications.status, "active"),
    or(
      between(certifications.expirationDate, today, windowEnd),
      between(certifications.reportingPeriodEnd, today, windowEnd),
    ),
  );
  const [counts, candidates, credits, activity] = await Promise.all([
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
        receivedDate: certifications.receivedDate,
        expirationDate: certifications.expirationDate,
        reportingPeriodStart: certifications.reportingPeriodStart,
        reportingPeriodEnd: certifications.reportingPeriodEnd,
        creditsRequired: certifications.creditsRequired,
        creditsEarned: certifications.creditsEarned,
        creditsMissing: certifications.creditsMissing,
        categoriesMissing: certifications.categoriesMissing,
        requirements: certifications.requirements,
        creditsUnit: certifications.creditsUnit,
      })
      .from(certifications)
      .where(isCandidate),
    // The pace window's credits, and the earlier ones tagged with a category: a cap fills in
    // completion order, so what a recent credit counts can depend on them.
    db
      .select(creditColumns)
      .from(creditCertifications)
      .innerJoin(
        certifications,
        and(
          eq(certifications.id, creditCertifications.certificationId),
          eq(certifications.cycle, creditCertifications.cycle),
        ),
      )
      .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
      .where(
        and(
          isCandidate,
          or(
            gte(educationCredits.completionDate, paceWindowStart(today)),
            sql`cardinality(${educationCredits.categories}) > 0`,
          ),
        ),
      ),
    listActivities(db, user.id, { page: 1, pageSize: recentActivityShown }),
  ]);

  const creditsOf = groupByCertification(credits);
  const withPace = candidates.map((certification) => {
    const cycleCredits = creditsOf.get(certification.id) ?? [];
    // Carry-over adds to the total only, never to what a credit counts: no previous cycle needed.
    const progress = computeProgress({
      ...certification,
      credits: cycleCredits,
      previousCycle: null,
    });
    const pace = pacePlan({
      today,
      creditsUnit: certification.creditsUnit,
      creditsMissing: certification.creditsMissing,
      deadline: creditsDeadline(certification)?.date ?? null,
      cycleStart: certification.reportingPeriodStart ?? certification.receivedDate,
      recentCredits: recentCountedCredits(progress, cycleCredits, today),
    });
    return { ...certification, pace };
  });

  return {
    today,
    totalCertifications: counts[0]?.total ?? 0,
    activeCertifications: counts[0]?.active ?? 0,
    deadlinesIn90Days: candidates.length,
    upcomingDeadlines: upcomingDeadlines(withPace, today),
    recentActivity: activity.rows,
  };
}
