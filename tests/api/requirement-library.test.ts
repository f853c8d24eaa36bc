import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requirementRules } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();
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

describe("the requirement library's API", () => {
  it("finds a rule set by name, profession and state, a page at a time, current versions only", async () => {
    const { agent } = await signedIn(t);
    const nurses = await agent.get(
      "/api/requirement-library?search=registered%20nurse&jurisdiction=california",
    );
    expect(nurses.statusCode).toBe(200);
    expect(nurses.json()).toEqual([
      {
        id: "rn-california",
        version: 1,
        name: "Registered Nurse — California",
        profession: "Nursing",
        credential: "Registered Nurse",
        issuingBody: "California Board of Registered Nursing",
        jurisdiction: "California",
        credits: { required: 30, unit: "contact hours" },
        cycleMonths: 24,
        noCreditsRequired: false,
      },
    ]);
    expect(nurses.headers["x-total-count"]).toBe("1");

    const texas = await agent.get("/api/requirement-library?search=texas&profession=NURSING");
    const texasNurses = texas.json() as { id: string; version: number }[];
    expect(texasNurses.map(({ id, version }) => [id, version])).toEqual([
      ["lvn-texas", 1],
      ["rn-texas", 2],
    ]);

    const firstPage = await agent.get("/api/requirement-library?pageSize=5");
    expect(firstPage.json()).toHaveLength(5);
    expect(Number(firstPage.headers["x-total-count"])).toBe(ruleSets.length + 1);
    expect((await agent.get("/api/requirement-library?search=100%25")).json()).toEqual([]);
  });

  it("answers one rule set with its sources, and 404 for one the library does not have", async () => {
    const { agent } = await signedIn(t);
    const california = await agent.get("/api/requirement-library/rn-california");
    expect(california.statusCode).toBe(200);
    expect(california.json()).toEqual(ruleSets.find((ruleSet) => ruleSet.id === "rn-california"));

    // An earlier version stays readable, as a certification that follows it reads it.
    const texas = ruleSets.find((ruleSet) => ruleSet.id === "rn-texas");
    expect((await agent.get("/api/requirement-library/rn-texas?version=1")).json()).toEqual(texas);
    const texasNow = await agent.get("/api/requirement-library/rn-texas");
    expect(texasNow.json()).toMatchObject({ version: 2, credits: { required: 21 } });
    const noVersion = await agent.get("/api/requirement-library/rn-texas?version=3");
    expect(noVersion.statusCode).toBe(404);

    const missing = await agent.get("/api/requirement-library/rn-atlantis");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Rule set not found" });
    expect((await agent.get("/api/requirement-library/RN_California")).statusCode).toBe(400);
  });

  it("is for signed-in users only", async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get("/api/requirement-library")).statusCode).toBe(401);
    expect((await visitor.get("/api/requirement-library/rn-california")).statusCode).toBe(401);
  });
});
