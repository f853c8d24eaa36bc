import { detachedFields, type FollowedValues } from "@common/requirement-library/follow";
import type { RuleSet } from "@common/requirement-library/rule-set";
import type { Database } from "../../db/open";
import type { CertificationRow } from "../certifications/owned-certification";
import { readRuleSet } from "./read-library";

/** The rule-set columns of a certification. */
export type RuleLinkColumns = Pick<
  CertificationRow,
  "ruleSetKey" | "ruleSetVersion" | "ruleDetached"
>;

export const noRuleLink: RuleLinkColumns = {
  ruleSetKey: null,
  ruleSetVersion: null,
  ruleDetached: [],
};

/**
 * The rule-set columns a certification saved with `values` gets: following `link` (the rule
 * set and version chosen, null for none, undefined to keep `followed`), with the fields whose
 * values differ from the rule's detached. A rule set or version the library does not have is
 * refused (404), like a missing row.
 */
export async function ruleLinkColumns(
  db: Database,
  link: { id: string; version: number } | null | undefined,
  values: FollowedValues,
  followed: RuleLinkColumns = noRuleLink,
): Promise<RuleLinkColumns> {
  const key = link === undefined ? followed.ruleSetKey : (link?.id ?? null);
  const version = link === undefined ? followed.ruleSetVersion : (link?.version ?? null);
  if (key === null || version === null) return noRuleLink;
  const ruleSet: RuleSet = await readRuleSet(db, key, version);
  return {
    ruleSetKey: key,
    ruleSetVersion: version,
    ruleDetached: detachedFields(ruleSet, values),
  };
}
