import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requirementRules } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";
import { setUpTestDatabase } from "../support/test-database";

const t = setUpTestDatabase();
const ruleSets = readRuleFiles();

describe("loading the requirement library at start-up", () => {
  it("adds every rule set once, and a second start adds nothing", async () => {
    const added = await loadRequirementRules(t.db, ruleSets);
    expect(added).toHaveLength(ruleSets.length);
    expect(await loadRequirementRules(t.db, ruleSets)).toEqual([]);

    const [california] = await t.db
      .select()
      .from(requirementRules)
      .where(eq(requirementRules.key, "rn-california"));
    expect(california).toMatchObject({
      version: 1,
      name: "Registered Nurse — California",
      profession: "Nursing",
      jurisdiction: "California",
    });
    expect(california?.ruleSet.credits).toEqual({ required: 30, unit: "contact hours" });
    expect(california?.ruleSet.sources[0]?.url).toMatch(/^https?:\/\/www\.rn\.ca\.gov\//);
  });

  it("adds a new version beside the one before, which stays as it was", async () => {
    const current = ruleSets.find((ruleSet) => ruleSet.id === "rn-texas");
    if (!current) throw new Error("rn-texas is in the library");
    const next = { ...current, version: current.version + 1, credits: { ...current.credits } };
    next.credits.required = current.credits.required + 1;

    expect(await loadRequirementRules(t.db, [current, next])).toEqual([
      { key: "rn-texas", version: next.version },
    ]);
    const versions = await t.db
      .select({ version: requirementRules.version, ruleSet: requirementRules.ruleSet })
      .from(requirementRules)
      .where(eq(requirementRules.key, "rn-texas"))
      .orderBy(asc(requirementRules.version));
    expect(versions.map(({ version, ruleSet }) => [version, ruleSet.credits.required])).toEqual([
      [current.version, current.credits.required],
      [next.version, next.credits.required],
    ]);
  });

  it("adds each version once when two instances start at the same moment", async () => {
    const [some] = ruleSets;
    if (!some) throw new Error("the library has rule sets");
    const fresh = { ...some, id: "fresh-rule", version: 1 };
    const [first, second] = await Promise.all([
      loadRequirementRules(t.db, [fresh]),
      loadRequirementRules(t.db, [fresh]),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([{ key: "fresh-rule", version: 1 }]);
  });
});
