import type { RuleSet } from "@common/requirement-library/rule-set";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  libraryChoicesQuery,
  type RuleSetSearch,
  requirementLibraryKeys,
  ruleSetListQuery,
  ruleSetQuery,
} from "./requirement-library-api";

/** One page of the library's rule sets found by `search`. */
export function useRuleSetPage(search: RuleSetSearch) {
  return useQuery(ruleSetListQuery(search));
}

/** The professions and jurisdictions the finder offers. */
export function useLibraryChoices() {
  return useQuery(libraryChoicesQuery);
}

/** A rule set with its sources, in `version` (its current one when null); nothing without `id`. */
export function useRuleSet(id: string | null, version: number | null = null) {
  return useQuery({ ...ruleSetQuery(id ?? "", version), enabled: id !== null });
}

/**
 * Reads a rule set chosen in the finder in its current version, kept as that version too, so
 * the certification that follows it reads it again by version without asking.
 */
export function useReadChosenRuleSet(): (id: string) => Promise<RuleSet> {
  const queryClient = useQueryClient();
  return async (id) => {
    const chosen = await queryClient.fetchQuery(ruleSetQuery(id));
    queryClient.setQueryData(requirementLibraryKeys.ruleSet(chosen.id, chosen.version), chosen);
    return chosen;
  };
}
