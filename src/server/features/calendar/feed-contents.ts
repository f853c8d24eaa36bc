import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  calendarFeeds,
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
  users,
} from "../../db/schema";

/**
 * At most this many certifications and credits go into one feed, so a fetch stays a bounded
 * piece of work (about 1,100 events, 0.5 MB and half a second of CPU at the most, measured):
 * far more than anyone holds, and the latest credits are the ones a calendar is looked at for.
 */
export const feedRowLimit = 500;

/** A feed found by its token's hash, with what its calendar says of the owner. */
export type OpenFeed = {
  id: number;
  includeCredits: boolean;
  lastFetchedAt: Date | null;
  contentHash: string | null;
  contentChangedAt: Date | null;
  owner: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    username: string;
    notifyDaysInAdvance: number;
    timeZone: string;
    subscriptionStatus: string;
    isSubscriptionOverridden: boolean;
  };
};

/** The feed of this token hash, if it exists and its owner's account is enabled. */
export async function openFeed(db: Database, tokenHash: string): Promise<OpenFeed | null> {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      includeCredits: calendarFeeds.includeCredits,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
      contentHash: calendarFeeds.contentHash,
      contentChangedAt: calendarFeeds.contentChangedAt,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        notifyDaysInAdvance: users.notifyDaysInAdvance,
        // Whether the planned courses go in: the plan is solved on the owner's today, for
        // premium only.
        timeZone: users.timeZone,
        subscriptionStatus: users.subscriptionStatus,
        isSubscriptionOverridden: users.isSubscriptionOverridden,
      },
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isEnabled, true)));
  return row ?? null;
}

export type FeedCertification = Awaited<ReturnType<typeof feedCertifications>>[number];
export type FeedCredit = Awaited<ReturnType<typeof feedCredits>>[number];

/**
 * The owner's certifications with a deadline, but inactive ones: an inactive certification is
 * one the user no longer keeps up, and its reminders stop too. Expired ones stay: their
 * expiration is the deadline that was missed, and renewing them is still ahead.
 */
export function feedCertifications(db: Database, userId: number) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      expirationDate: certifications.expirationDate,
      reportingPeriodEnd: certifications.reportingPeriodEnd,
      creditsEarned: certifications.creditsEarned,
      creditsRequired: certifications.creditsRequired,
      creditsMissing: certifications.creditsMissing,
      creditsUnit: certifications.creditsUnit,
      updatedAt: certifications.updatedAt,
    })
    .from(certifications)
    .where(
      and(
        eq(certifications.userId, userId),
        ne(certifications.status, "inactive"),
        or(isNotNull(certifications.expirationDate), isNotNull(certifications.reportingPeriodEnd)),
      ),
    )
    .orderBy(certifications.id)
    .limit(feedRowLimit);
}

/**
 * A certification a credit is recorded for, with its unit and the reporting period of the
 * cycle the credit was recorded in (the current one's, or a finished one's).
 */
export type FeedCreditCertification = {
  id: number;
  name: string;
  creditsUnit: string;
  reportingPeriodStart: string | null;
  reportingPeriodEnd: string | null;
};

/** A period date of the cycle the credit was recorded in: the current one's or a finished one's. */
const recordedIn = (date: "reportingPeriodStart" | "reportingPeriodEnd") =>
  sql`(case when ${creditCertifications.cycle} = ${certifications.cycle} then ${certifications[date]} else ${certificationCycles[date]} end)::text`;

/**
 * The owner's latest completed credits, each with the certifications it is recorded for (by
 * name, then id).
 */
export function feedCredits(db: Database, userId: number) {
  return db
    .select({
      id: educationCredits.id,
      title: educationCredits.title,
      provider: educationCredits.provider,
      credits: educationCredits.credits,
      completionDate: educationCredits.completionDate,
      updatedAt: educationCredits.updatedAt,
      certifications: sql<FeedCreditCertification[]>`coalesce(json_agg(json_build_object(
        'id', ${certifications.id},
        'name', ${certifications.name},
        'creditsUnit', ${certifications.creditsUnit},
        'reportingPeriodStart', ${recordedIn("reportingPeriodStart")},
        'reportingPeriodEnd', ${recordedIn("reportingPeriodEnd")}
      ) order by ${certifications.name}, ${certifications.id}) filter (where ${certifications.id} is not null), '[]')`,
    })
    .from(educationCredits)
    .leftJoin(creditCertifications, eq(creditCertifications.creditId, educationCredits.id))
    .leftJoin(certifications, eq(certifications.id, creditCertifications.certificationId))
    .leftJoin(
      certificationCycles,
      and(
        eq(certificationCycles.certificationId, creditCertifications.certificationId),
        eq(certificationCycles.cycle, creditCertifications.cycle),
      ),
    )
    .where(eq(educationCredits.userId, userId))
    .groupBy(educationCredits.id)
    .orderBy(desc(educationCredits.completionDate), desc(educationCredits.id))
    .limit(feedRowLimit);
}
