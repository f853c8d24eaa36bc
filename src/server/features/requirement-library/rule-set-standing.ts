import { openFeedbackStatuses } from "@common/feedback";
import type {
  RuleSetStanding,
  RuleSetStandingQuery,
} from "@common/requirement-library/rule-reports";
import { and, asc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, feedback, requirementRules } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";
import { currentRuleSetsWhere } from "./read-library";

const r = requirementRules;

/** `count(*)` of the rows, or of those meeting `condition`. */
const counted = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(
    Number,
  );

/**
 * One page of the library's rule sets in their current version, searched as the library's own
 * list, each with its followers and the reports against it: counted in one query, the
 * certifications by `certifications_rule_set_idx` and the reports by `feedback_rule_set_idx`.
 */
export async function listRuleSetStanding(
  db: Database,
  query: RuleSetStandingQuery,
): Promise<{ rows: RuleSetStanding[]; total: number }> {
  const followers = db
    .select({
      certifications: counted().as("certifications"),
      users: sql<number>`count(distinct ${certifications.userId})`.mapWith(Number).as("users"),
      onOlderVersion: counted(lt(certifications.ruleSetVersion, r.version)).as("on_older_version"),
    })
    .from(certifications)
    .where(eq(certifications.ruleSetKey, r.key))
    .as("followers");
  const reports = db
    .select({
      all: counted().as("all_reports"),
      open: counted(inArray(feedback.status, openFeedbackStatuses)).as("open_reports"),
    })
    .from(feedback)
    .where(and(eq(feedback.ruleSetKey, r.key), eq(feedback.category, "requirement-rule")))
    .as("reports");
  const where = currentRuleSetsWhere(query);
  const select = db
    .select({
      id: r.key,
      version: r.version,
      name: r.name,
      jurisdiction: r.jurisdiction,
      profession: r.profession,
      certifications: followers.certifications,
      users: followers.users,
      onOlderVersion: followers.onOlderVersion,
      reports: reports.all,
      openReports: reports.open,
      total: totalRows(),
    })
    .from(r)
    .leftJoinLateral(followers, sql`true`)
    .leftJoinLateral(reports, sql`true`)
    .where(where)
    .orderBy(asc(r.name), asc(r.key));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: r, where }, query);
  return {
    rows: rows.map(({ certifications, users, total: _, ...row }) => ({
      ...row,
      followers: { certifications, users },
    })),
    total,
  };
}
