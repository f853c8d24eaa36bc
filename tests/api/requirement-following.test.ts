import { ruleFill } from "@common/requirement-library/follow";
import { beforeAll, describe, expect, it } from "vitest";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { signedIn } from "../support/factories";
import { formFilledFrom, library, libraryRuleSet } from "../support/rule-sets";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();
const ruleSets = library;

beforeAll(async () => {
  await loadRequirementRules(t.db, ruleSets);
});

const filled = (id: string, dates: { expirationDate: string; receivedDate?: string }) =>
  formFilledFrom(libraryRuleSet(id), dates, "2026-11-28");

describe("a certification that follows a rule set", () => {
  it("saves what the rule fills, linked to the rule set and its version, with nothing detached", async () => {
    const { agent } = await signedIn(t);
    const created = await agent.post(
      "/api/certifications",
      filled("rn-california", { expirationDate: "2027-06-30" }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Registered Nurse — California",
      issuingBody: "California Board of Registered Nursing",
      jurisdiction: "California",
      creditsRequired: 30,
      creditsUnit: "contact hours",
      reportingPeriodStart: "2025-07-01",
      reportingPeriodEnd: "2027-06-30",
      ruleSet: { id: "rn-california", version: 1, detached: [] },
    });
  });

  it("fills category minimums and the carry-over as the rule says", async () => {
    const { agent } = await signedIn(t);
    const ruleSet = ruleSets.find(
      (candidate) => candidate.carryOver !== null && candidate.categories.length > 0,
    );
    if (!ruleSet) throw new Error("the library has a rule set with categories and carry-over");
    const placed = ruleFill(
      ruleSet,
      { expirationDate: "2027-06-30", receivedDate: null, birthDate: "1980-06-15" },
      "2026-11-28",
    );
    const created = await agent.post("/api/certifications", {
      ...filled(ruleSet.id, { expirationDate: "2027-06-30" }),
      reportingPeriodStart: placed.reportingPeriod?.start ?? null,
      reportingPeriodEnd: placed.reportingPeriod?.end ?? null,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.requirements.categories).toEqual(
      ruleSet.categories
        .filter((category) => category.appliesWhen === "always")
        .map(({ name, kind, credits }) => ({ name, kind, credits })),
    );
    expect(body.requirements.carryOver.maxCredits).toBe(ruleSet.carryOver?.maxCredits);
    expect(body.ruleSet).toEqual({ id: ruleSet.id, version: ruleSet.version, detached: [] });
  });

  it("detaches the one field the user edits, and says which", async () => {
    const { agent } = await signedIn(t);
    const form = filled("rn-california", { expirationDate: "2027-06-30" });
    const created = (await agent.post("/api/certifications", form)).json();
    const edited = await agent.put(`/api/certifications/${created.id}`, {
      ...form,
      creditsRequired: 36,
      ruleSet: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().ruleSet).toEqual({
      id: "rn-california",
      version: 1,
      detached: ["creditsRequired"],
    });

    const back = await agent.put(`/api/certifications/${created.id}`, { ...form, ruleSet: null });
    expect(back.json().ruleSet).toBeNull();
  });

  it("refuses a rule set or version the library does not have", async () => {
    const { agent } = await signedIn(t);
    const form = filled("rn-california", { expirationDate: "2027-06-30" });
    const unknown = await agent.post("/api/certifications", {
      ...form,
      ruleSet: { id: "rn-california", version: 99 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "Rule set not found" });
    const count = await agent.get("/api/certifications");
    expect(count.json()).toEqual([]);
  });
});
