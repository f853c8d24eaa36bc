import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  calendarFeeds,
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

/** The owner's latest completed credits, each with the certifications it counts toward. */
export function feedCredits(db: Database, userId: number) {
  return db
    .select({
      id: educationCredits.id,
      title: educationCredits.title,
      provider: educationCredits.provider,
      credits: educationCredits.credits,
      completionDate: educationCredits.completionDate,
      updatedAt: educationCredits.updatedAt,
      certificationNames: sql<
        string[]
      >`coalesce(array_agg(${certifications.name} order by ${certifications.name}, ${certifications.id}) filter (where ${certifications.id} is not null), '{}')`,
    })
    .from(educationCredits)
    .leftJoin(creditCertifications, eq(creditCertifications.creditId, educationCredits.id))
    .leftJoin(certifications, eq(certifications.id, creditCertifications.certificationId))
    .where(eq(educationCredits.userId, userId))
    .groupBy(educationCredits.id)
    .orderBy(desc(educationCredits.completionDate), desc(educationCredits.id))
    .limit(feedRowLimit);
}
