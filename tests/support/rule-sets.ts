import { filledValues, ruleFill } from "@common/requirement-library/follow";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";

/** The library's rule sets, as the server loads them. */
export const library = readRuleFiles();

/** The library's rule set `id`; fails the test when the library has none. */
export function libraryRuleSet(id: string): RuleSet {
  const ruleSet = library.find((candidate) => candidate.id === id);
  if (!ruleSet) throw new Error(`${id} is in the library`);
  return ruleSet;
}

/**
 * The certification form as "Find your license or certification" fills it from `rule` for the
 * holder's dates on `today`, linked to the rule set and version.
 */
export function formFilledFrom(
  rule: RuleSet,
  dates: { expirationDate: string; receivedDate?: string },
  today: string,
) {
  const holder = { expirationDate: dates.expirationDate, receivedDate: dates.receivedDate ?? null };
  return {
    ...filledValues(ruleFill(rule, holder, today), holder),
    ruleSet: { id: rule.id, version: rule.version },
  };
}
