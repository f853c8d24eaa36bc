import { filledValues, ruleFill } from "@common/requirement-library/follow";
import type { RuleSet } from "@common/requirement-library/rule-set";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";

/** A source of the made-up board of `ruleSetOf`, supporting the fields named. */
export function boardSource(url: string, supports: string[]): RuleSet["sources"][number] {
  return {
    url,
    title: url,
    publisher: "Board of Nursing",
    quote: "As the page reads.",
    supports,
    checkedOn: "2026-11-01",
  };
}

/**
 * A rule set of a made-up board, whose numbers are sourced and add up: 30 contact hours every
 * two years before each renewal, 2 of them in ethics; `changes` replace its fields.
 */
export function ruleSetOf(changes: Partial<RuleSet> = {}): RuleSet {
  return {
    id: "rn-somewhere",
    version: 1,
    name: "Registered Nurse — Somewhere",
    profession: "Nursing",
    credential: "Registered Nurse",
    issuingBody: "Board of Nursing",
    jurisdiction: "Somewhere",
    effectiveDate: "2026-01-01",
    cycle: {
      lengthMonths: 24,
      anchor: "license-expiration",
      endMonthDay: null,
      parity: null,
      note: "Two years before each renewal.",
    },
    credits: { required: 30, unit: "contact hours" },
    categories: [{ name: "Ethics", kind: "minimum", credits: 2, appliesWhen: "always" }],
    carryOver: null,
    whatCounts: { providerApprovals: [], note: null },
    noCreditsRequired: false,
    sources: [
      boardSource("https://board.example.gov/renewal", ["credits.required", "cycle.lengthMonths"]),
      boardSource("https://board.example.gov/ethics", ["categories.Ethics"]),
    ],
    ...changes,
  };
}

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
