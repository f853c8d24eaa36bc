import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type RuleSet,
  ruleSetProblems,
  ruleSetSchema,
} from "../../src/common/requirement-library/rule-set";
import { ruleFiles, rulesFolder } from "../../src/server/features/requirement-library/rule-files";
import { ruleSetOf } from "../support/rule-sets";

// Every rule set of the requirement library is checked as data: it parses, it cites an
// official source with a quoted passage and the day it was read for each number, and its
// numbers add up.

/** Each file as the test names it: its profession's folder and its name. */
const ruleFileNames = ruleFiles().map((file) => path.relative(rulesFolder, file));

/**
 * Where official sources live: government sites, and the certifying bodies' own domains. A
 * CE vendor, a blog or an unofficial copy of a code is not a source; a new body's domain is
 * added here when its rule set is reviewed.
 */
const officialHosts = [
  /\.gov$/,
  /\.state\.[a-z]{2}\.us$/,
  /^(www\.)?(rn|bvnpt)\.ca\.gov$/,
  /^(www\.)?ncbon\.com$/,
  /^(www\.)?ncbop\.org$/,
  /^(www\.)?ncbels\.org$/,
  /^(www\.)?fbpe\.org$/,
  /^(www\.)?floridas(nursing|pharmacy)\.gov$/,
  /^www2?\.myfloridalicense\.com$/,
  /^(www\.)?pacode\.com$/,
  /^govt\.westlaw\.com$/,
  /^(www\.)?pmi\.org$/,
  /^(www\.)?nccpa\.net$/,
  /^(www\.)?shrm\.org$/,
  /^(www\.)?hrci\.org$/,
  /^(www\.)?nbcrna\.com$/,
  /^certification\.comptia\.org$/,
  /^cpr\.heart\.org$/,
  /^(www\.)?aanpcert\.org$/,
  /^(www\.)?(bcen|bcencertifications)\.org$/,
  /^(www\.)?bpsweb\.org$/,
  /^(www\.|legacy\.)?acfe\.com$/,
  /^(www\.)?imanet\.org$/,
  /^(www\.)?ptcb\.org$/,
  /^ptcb\.zendesk\.com$/,
];

function read(file: string): unknown {
  return JSON.parse(readFileSync(path.join(rulesFolder, file), "utf8"));
}

describe("the requirement library's rule sets", () => {
  it("has at least 60, each with an id of its own", () => {
    expect(ruleFileNames.length).toBeGreaterThanOrEqual(60);
    const ids = ruleFileNames.map((file) => path.basename(file, ".json"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ruleFileNames)("%s is a rule set named as its file, that adds up", (file) => {
    const parsed = ruleSetSchema.safeParse(read(file));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const rule = parsed.data as RuleSet;
    expect(`${rule.id}.json`).toBe(path.basename(file));
    expect(ruleSetProblems(rule)).toEqual([]);
  });

  it.each(ruleFileNames)("%s cites only official sources", (file) => {
    const rule = ruleSetSchema.parse(read(file));
    const unofficial = rule.sources
      .map((source) => new URL(source.url).host)
      .filter((host) => !officialHosts.some((pattern) => pattern.test(host)));
    expect(unofficial).toEqual([]);
  });
});

describe("ruleSetProblems", () => {
  const rule = ruleSetSchema.parse(ruleSetOf());

  it("finds nothing wrong in a rule set whose numbers are sourced and add up", () => {
    expect(ruleSetProblems(rule)).toEqual([]);
  });

  it("names a minimum above the total, a cap below its minimum and an unsourced number", () => {
    expect(
      ruleSetProblems({
        ...rule,
        credits: { required: 1, unit: "contact hours" },
        categories: [
          ...rule.categories,
          { name: "ethics", kind: "cap", credits: 1, appliesWhen: "always" },
          { name: "Law", kind: "minimum", credits: 1, appliesWhen: "always" },
        ],
      }),
    ).toEqual([
      'the minimum "Ethics" is above the total',
      'no source supports the category "ethics"',
      'the cap "ethics" is below its minimum',
      'no source supports the category "Law"',
    ]);
  });

  it("refuses a source without a quoted passage or the day it was read", () => {
    const [source] = rule.sources;
    expect(ruleSetSchema.safeParse({ ...rule, sources: [{ ...source, quote: " " }] }).success).toBe(
      false,
    );
    const { checkedOn: _, ...undated } = source ?? {};
    expect(ruleSetSchema.safeParse({ ...rule, sources: [undated] }).success).toBe(false);
    expect(ruleSetSchema.safeParse({ ...rule, sources: [] }).success).toBe(false);
  });
});
