import { recentActivityShown } from "@common/certifications/dashboard";
import type { ProgressCredit } from "@common/certifications/progress";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/open";
import { certifications, creditCertifications, educationCredits } from "../../db/schema";
import { type ActivityJson, newestActivitiesJson } from "../activity/newest-activities";

/**
 * An active certification, with the credits its pace plan reads (dates are "YYYY-MM-DD", amounts numbers: what the row would have read).
 */
export type DeadlineCandidate = Pick<
  typeof certifications.$inferSelect,
  | "id"
  | "name"
  | "status"
  | "receivedDate"
  | "expirationDate"
  | "reportingPeriodStart"
  | "reportingPeriodEnd"
  | "creditsRequired"
  | "creditsEarned"
  | "creditsMissing"
  | "categoriesMissing"
  | "requirements"
  | "creditsUnit"
> & { credits: ProgressCredit[] };

/** What the statement is given: the user and the start of the pace window. */
export type DashboardParameters = {
  userId: number;
  paceWindowStart: string;
};

const parameter = (name: keyof DashboardParameters) => sql.placeholder(name);
const date = (name: keyof DashboardParameters) => sql`${parameter(name)}::date`;

const candidate = alias(certifications, "candidate");
const share = alias(creditCertifications, "share");
const credit = alias(educationCredits, "credit");

/**
 * The candidate's credits of its current cycle that its pace plan reads: those of the pace
 * window, and the earlier ones tagged with a category, since a cap fills in completion order
 * and what a recent credit counts can depend on them. One range of
 * credit_certifications_certification_id_idx and the credits by their key.
 */
const creditsOfCandidate = sql`select coalesce(json_agg(json_build_object(
    'id', ${credit.id}, 'title', ${credit.title}, 'credits', ${credit.credits},
    'completionDate', ${credit.completionDate}, 'categories', ${credit.categories})), '[]'::json)
  from ${creditCertifications} as ${share}
  join ${educationCredits} as ${credit} on ${credit.id} = ${share.creditId}
  where ${share.certificationId} = ${candidate.id} and ${share.cycle} = ${candidate.cycle}
    and (${credit.completionDate} >= ${date("paceWindowStart")}
      or cardinality(${credit.categories}) > 0)`;

/**
 * The user's active certifications, whatever their dates: Upcoming Deadlines takes those with
 * a date in the window, Needs attention any of them. Read on their own (a materialized CTE, one
 * range of certifications_user_id_status_idx): with a condition on the dates beside the user,
 * PostgreSQL's generic plan of the prepared statement, which cannot see how few rows one user
 * has, chose to intersect the user's range with the date indexes' ranges.
 */
const deadlineCandidates = sql<DeadlineCandidate[]>`with ${candidate} as materialized (
    select ${certifications.id}, ${certifications.name}, ${certifications.status},
      ${certifications.receivedDate}, ${certifications.expirationDate},
      ${certifications.reportingPeriodStart}, ${certifications.reportingPeriodEnd},
      ${certifications.creditsRequired}, ${certifications.creditsEarned},
      ${certifications.creditsMissing}, ${certifications.categoriesMissing},
      ${certifications.requirements}, ${certifications.creditsUnit}, ${certifications.cycle}
    from ${certifications}
    where ${certifications.userId} = ${parameter("userId")} and ${certifications.status} = 'active'
  )
  select coalesce(json_agg(json_build_object(
    'id', ${candidate.id}, 'name', ${candidate.name}, 'status', ${candidate.status},
    'receivedDate', ${candidate.receivedDate}, 'expirationDate', ${candidate.expirationDate},
    'reportingPeriodStart', ${candidate.reportingPeriodStart},
    'reportingPeriodEnd', ${candidate.reportingPeriodEnd},
    'creditsRequired', ${candidate.creditsRequired}, 'creditsEarned', ${candidate.creditsEarned},
    'creditsMissing', ${candidate.creditsMissing},
    'categoriesMissing', ${candidate.categoriesMissing},
    'requirements', ${candidate.requirements}, 'creditsUnit', ${candidate.creditsUnit},
    'credits', (${creditsOfCandidate}))), '[]'::json)
  from ${candidate}`;

/**
 * Everything the dashboard reads, in one statement whatever the number of certifications: the
 * counts (one range of certifications_user_id_status_idx), the active certifications with their
 * credits, and the newest activity from the activity feature, the last two as JSON. Every
 * column is named, so the row reads the same through drizzle and as a plain SQL answer.
 */
export function dashboardQuery(db: Database) {
  return db
    .select({
      totalCertifications: sql<number>`count(*)::int`.as("totalCertifications"),
      activeCertifications:
        sql<number>`(count(*) filter (where ${certifications.status} = 'active'))::int`.as(
          "activeCertifications",
        ),
      candidates: sql<DeadlineCandidate[]>`(${deadlineCandidates})`.as("candidates"),
      recentActivity: sql<ActivityJson[]>`(${newestActivitiesJson(
        parameter("userId"),
        recentActivityShown,
      )})`.as("recentActivity"),
    })
    .from(certifications)
    .where(eq(certifications.userId, parameter("userId")));
}

/** The statement's one row. */
export type DashboardRow = Awaited<ReturnType<typeof dashboardQuery>>[number];
