import type { RuleChange, RuleChangeQuery } from "@common/requirement-library/rule-changes";
import { changeSource } from "@common/requirement-library/rule-difference";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/open";
import { certifications, requirementRules, ruleChanges } from "../../db/schema";

const fromRule = alias(requirementRules, "from_rule");
const toRule = alias(requirementRules, "to_rule");

/**
 * The user's pending rule changes, newest first, each with the difference it makes: only those
 * still offered to the version the certification follows (a certification moved to another
 * rule set or version since has nothing left to decide).
 */
export async function listRuleChanges(
  db: Database,
  userId: number,
  query: RuleChangeQuery,
): Promise<RuleChange[]> {
  const rows = await db
    .select({
      change: ruleChanges,
      certificationName: certifications.name,
      from: fromRule.ruleSet,
      to: toRule.ruleSet,
    })
    .from(ruleChanges)
    .innerJoin(
      certifications,
      and(
        eq(certifications.id, ruleChanges.certificationId),
        eq(certifications.ruleSetKey, ruleChanges.ruleSetKey),
        eq(certifications.ruleSetVersion, ruleChanges.fromVersion),
      ),
    )
    .innerJoin(
      fromRule,
      and(eq(fromRule.key, ruleChanges.ruleSetKey), eq(fromRule.version, ruleChanges.fromVersion)),
    )
    .innerJoin(
      toRule,
      and(eq(toRule.key, ruleChanges.ruleSetKey), eq(toRule.version, ruleChanges.toVersion)),
    )
    .where(
      and(
        eq(ruleChanges.userId, userId),
        eq(ruleChanges.status, "pending"),
        query.certificationId === undefined
          ? undefined
          : eq(ruleChanges.certificationId, query.certificationId),
      ),
    )
    .orderBy(desc(ruleChanges.createdAt), desc(ruleChanges.id));
  return rows.map(({ change, certificationName, from, to }) => {
    const source = changeSource(
      from,
      to,
      change.changes.map((line) => line.field),
    );
    return {
      id: change.id,
      certificationId: change.certificationId,
      certificationName,
      ruleSet: {
        id: change.ruleSetKey,
        name: to.name,
        fromVersion: change.fromVersion,
        toVersion: change.toVersion,
        effectiveDate: to.effectiveDate,
      },
      source: { url: source.url, title: source.title },
      changes: change.changes,
      createdAt: change.createdAt.toISOString(),
    };
  });
}
