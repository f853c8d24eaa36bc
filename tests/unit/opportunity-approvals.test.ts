import { readFileSync } from "node:fs";
import { opportunityInputSchema } from "@common/opportunities";
import {
  approvalProfessions,
  approvalTargetOf,
  approvalText,
  approvedFor,
  opportunityProfessions,
} from "@common/opportunity-approvals";
import { describe, expect, it } from "vitest";
import { ruleFiles } from "../../src/server/features/requirement-library/rule-files";

const opportunity = (fields: Partial<Parameters<typeof approvedFor>[0]> = {}) => ({
  title: "Documentation That Holds Up",
  provider: "Learning Institute",
  description: "Charting and records.",
  category: "Documentation",
  professions: [],
  jurisdictions: [],
  ...fields,
});

/** An opportunity as an administrator types it. */
const courseInput = (fields: Record<string, unknown> = {}) => ({
  title: "Ethics",
  provider: "Institute",
  description: "A course.",
  url: "https://learn.example.org/ethics",
  credits: 2,
  creditsUnit: "hours",
  category: "Ethics",
  format: "Webinar",
  cost: 0,
  ...fields,
});

const nurseInCalifornia = { profession: "Nursing", jurisdiction: "California" };

describe("approvedFor", () => {
  it("fits anyone when the opportunity names nobody and its words name no profession", () => {
    expect(approvedFor(opportunity(), nurseInCalifornia)).toBe(true);
    expect(approvedFor(opportunity(), { profession: null, jurisdiction: null })).toBe(true);
  });

  it("fits only the professions and jurisdictions it names, in any case", () => {
    const approved = opportunity({ professions: ["Nursing"], jurisdictions: ["California"] });
    expect(approvedFor(approved, { profession: "nursing", jurisdiction: "california" })).toBe(true);
    expect(approvedFor(approved, { profession: "Pharmacy", jurisdiction: "California" })).toBe(
      false,
    );
    expect(approvedFor(approved, { profession: "Nursing", jurisdiction: "Texas" })).toBe(false);
  });

  it.each([
    ["CA", "California"],
    ["State of California", "ca"],
    ["N.Y.", "New York"],
    ["Commonwealth of Pennsylvania", "PA"],
    ["Washington, D.C.", "District of Columbia"],
    ["ON", "Ontario"],
  ])("takes the license's %j and the course's %j for one place", (held, named) => {
    const approved = opportunityInputSchema.parse(courseInput({ jurisdictions: [named] }));
    expect(approvedFor(opportunity(approved), { profession: "Nursing", jurisdiction: held })).toBe(
      true,
    );
  });

  it.each([
    ["CA", "Canada"],
    ["WA", "West Virginia"],
    ["Washington", "District of Columbia"],
    ["New York City", "New York"],
  ])("keeps the license's %j and the course's %j apart", (held, named) => {
    const approved = opportunityInputSchema.parse(courseInput({ jurisdictions: [named] }));
    expect(approvedFor(opportunity(approved), { profession: "Nursing", jurisdiction: held })).toBe(
      false,
    );
  });

  it("holds a certification from a national or international body to no state's approvals", () => {
    const approved = opportunity({ professions: ["Nursing"], jurisdictions: ["California"] });
    expect(approvedFor(approved, { profession: "Nursing", jurisdiction: "United States" })).toBe(
      true,
    );
    expect(approvedFor(approved, { profession: "Nursing", jurisdiction: "International" })).toBe(
      true,
    );
    expect(approvedFor(approved, { profession: "Pharmacy", jurisdiction: "United States" })).toBe(
      false,
    );
  });

  it("rules nothing out on what the certification does not state", () => {
    const approved = opportunity({ professions: ["Nursing"], jurisdictions: ["California"] });
    expect(approvedFor(approved, { profession: null, jurisdiction: null })).toBe(true);
    expect(approvedFor(approved, { profession: "Nursing", jurisdiction: null })).toBe(true);
  });

  it("never fits a CPA course to a nurse, from its words when it names no profession", () => {
    const cpaCourse = opportunity({ title: "Ethics for CPAs: Independence and Objectivity" });
    expect(opportunityProfessions(cpaCourse)).toEqual(["Accounting"]);
    expect(approvedFor(cpaCourse, nurseInCalifornia)).toBe(false);
    expect(approvedFor(cpaCourse, { profession: "Accounting", jurisdiction: "Ohio" })).toBe(true);
  });

  it("takes the professions an opportunity names over what its words say", () => {
    const named = opportunity({
      title: "Opioid Stewardship for Nurses and Pharmacists",
      professions: ["Pharmacy"],
    });
    expect(opportunityProfessions(named)).toEqual(["Pharmacy"]);
    expect(approvedFor(named, nurseInCalifornia)).toBe(false);
  });
});

describe("approvalTargetOf", () => {
  it("takes the rule set's profession, else the one profession the words name; the stated jurisdiction, else the rule set's", () => {
    const license = { name: "License 4471", provider: null, issuingBody: null, jurisdiction: null };
    const rnCalifornia = { profession: "Nursing", jurisdiction: "California" };
    expect(approvalTargetOf(license, rnCalifornia)).toEqual(rnCalifornia);
    expect(approvalTargetOf({ ...license, jurisdiction: "Nevada" }, rnCalifornia)).toEqual({
      profession: "Nursing",
      jurisdiction: "Nevada",
    });
    expect(approvalTargetOf({ ...license, name: "RN License" }, null)).toEqual({
      profession: "Nursing",
      jurisdiction: null,
    });
    expect(approvalTargetOf(license, null).profession).toBeNull();
    const both = { ...license, name: "Nurse and pharmacist permit" };
    expect(approvalTargetOf(both, null).profession).toBeNull();
  });
});

describe("an opportunity's approvals as typed", () => {
  const input = courseInput();

  it("keeps a place the list of jurisdictions knows by its name, once", () => {
    const typed = opportunityInputSchema.parse({
      ...input,
      jurisdictions: "CA; State of California; tx; Isle of Man",
    });
    expect(typed.jurisdictions).toEqual(["California", "Texas", "Isle of Man"]);
  });

  it("reads lists separated by semicolons or arrays, names professions as the library does, and keeps each once", () => {
    const typed = opportunityInputSchema.parse({
      ...input,
      professions: " nursing ; PHARMACY;;Nursing",
      jurisdictions: ["California", " Texas ", "california"],
    });
    expect(typed.professions).toEqual(["Nursing", "Pharmacy"]);
    expect(typed.jurisdictions).toEqual(["California", "Texas"]);
    expect(opportunityInputSchema.parse(input)).toMatchObject({
      professions: [],
      jurisdictions: [],
    });
  });

  it("refuses a profession the library does not know, under the field", () => {
    const refused = opportunityInputSchema.safeParse({
      ...input,
      professions: "Nursing; Plumbing",
    });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["professions"], expect.stringMatching(/^Unknown profession "Plumbing": use Accounting, /)],
    ]);
  });

  it("reads as a sentence, professions first", () => {
    expect(approvalText({ professions: ["Nursing"], jurisdictions: ["California"] })).toBe(
      "Approved for: nursing, California",
    );
    expect(approvalText({ professions: [], jurisdictions: [] })).toBeNull();
  });
});

describe("approvalProfessions", () => {
  it("names the profession of every rule set of the requirement library as it does", () => {
    const professions = ruleFiles().map(
      (file) => (JSON.parse(readFileSync(file, "utf8")) as { profession: string }).profession,
    );
    for (const profession of new Set(professions)) {
      expect(approvalProfessions, profession).toContain(profession);
    }
  });
});
