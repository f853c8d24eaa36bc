import type { RequirementLibraryQuery, RuleSetSummary } from "@common/requirement-library/library";
import { requirementLibraryMessages } from "@common/requirement-library/library";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { requirementRules } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { readPage, totalRows } from "../../shared/pagination";

const r = requirementRules;

/** The current version of each rule set: none of the same key is newer. */
const currentVersion = sql`${r.version} = (select max(newer.version) from requirement_rules newer where newer.key = ${r.key})`;

const sameText = (column: typeof r.profession | typeof r.jurisdiction, value: string) =>
  sql`lower(${column}) = lower(${value})`;

function toSummary(ruleSet: RuleSet): RuleSetSummary {
  return {
    id: ruleSet.id,
    version: ruleSet.version,
    name: ruleSet.name,
    profession: ruleSet.profession,
    credential: ruleSet.credential,
    issuingBody: ruleSet.issuingBody,
    jurisdiction: ruleSet.jurisdiction,
    credits: ruleSet.credits,
    cycleMonths: ruleSet.cycle.lengthMonths,
    noCreditsRequired: ruleSet.noCreditsRequired,
  };
}

/** The rule sets in their current version that `query` searches for. */
export function currentRuleSetsWhere(query: RequirementLibraryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [currentVersion];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(r.name, pattern),
        sql`${r.ruleSet}->>'credential' ilike ${pattern}`,
        sql`${r.ruleSet}->>'issuingBody' ilike ${pattern}`,
      ),
    );
  }
  if (query.profession) conditions.push(sameText(r.profession, query.profession));
  if (query.jurisdiction) conditions.push(sameText(r.jurisdiction, query.jurisdiction));
  return and(...conditions);
}

/** One page of the library's rule sets in their current version, by name. */
export async function listRuleSets(
  db: Database,
  query: RequirementLibraryQuery,
): Promise<{ rows: RuleSetSummary[]; total: number }> {
  const where = currentRuleSetsWhere(query);
  const select = db
    .select({ ruleSet: r.ruleSet, total: totalRows() })
    .from(r)
    .where(where)
    .orderBy(asc(r.name), asc(r.key));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: r, where }, query);
  return { rows: rows.map((row) => toSummary(row.ruleSet)), total };
}

/**
 * The rule set in `version`, or its current version; 404 when the library has no such rule
 * set or version.
 */
export async function readRuleSet(db: Database, key: string, version?: number): Promise<RuleSet> {
  const [row] = await db
    .select({ ruleSet: r.ruleSet })
    .from(r)
    .where(and(eq(r.key, key), version === undefined ? currentVersion : eq(r.version, version)));
  if (!row) throw new HttpError(404, requirementLibraryMessages.notFound);
  return row.ruleSet;
}
