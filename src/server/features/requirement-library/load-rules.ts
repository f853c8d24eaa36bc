import type { RuleSet } from "../../../common/requirement-library/rule-set";
import type { Database } from "../../db/open";
import { requirementRules } from "../../db/schema";
import { readRuleFiles } from "./rule-files";

/**
 * Loads the library's rule sets into `requirement_rules` at start-up: a version not there yet
 * is added, one already there is left as it is (a published version never changes; a
 * correction is the next version). Several instances starting at once add each version once.
 * Answers the versions added.
 */
export async function loadRequirementRules(
  db: Database,
  ruleSets: RuleSet[] = readRuleFiles(),
): Promise<{ key: string; version: number }[]> {
  if (ruleSets.length === 0) return [];
  return db
    .insert(requirementRules)
    .values(
      ruleSets.map((ruleSet) => ({
        key: ruleSet.id,
        version: ruleSet.version,
        name: ruleSet.name,
        profession: ruleSet.profession,
        jurisdiction: ruleSet.jurisdiction,
        ruleSet,
      })),
    )
    .onConflictDoNothing({ target: [requirementRules.key, requirementRules.version] })
    .returning({ key: requirementRules.key, version: requirementRules.version });
}
