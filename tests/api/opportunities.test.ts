import type { Certification } from "@common/certifications/certification";
import type { Credit } from "@common/certifications/credit";
import type { OpportunityListItem } from "@common/opportunities";
import { describe, expect, it } from "vitest";
import { educationCredits } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import type { Agent } from "../support/agent";
import { addCertification, getList, insertCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { emptyCatalog, insertOpportunity } from "../support/opportunities";
import { libraryRuleSet } from "../support/rule-sets";
import { setUpTestApp } from "../support/test-app";

// Nov 24, 2026, noon UTC: the users' today.
const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

const premium = () => signedIn(t, { subscriptionStatus: "active" });

async function listed(agent: Agent, query = "") {
  return getList<OpportunityListItem>(agent, `/api/opportunities${query}`);
}

const titles = (rows: OpportunityListItem[]) => rows.map((row) => row.title);

describe("GET /api/opportunities", () => {
  it("lists by start date, undated last, then title, a page at a time with the total, and never finished ones", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, { title: "Self-paced ethics", startDate: null });
    await insertOpportunity(t.db, { title: "b spring webinar", startDate: "2027-03-01" });
    await insertOpportunity(t.db, { title: "A spring webinar", startDate: "2027-03-01" });
    await insertOpportunity(t.db, { title: "Winter conference", startDate: "2026-12-05" });
    await insertOpportunity(t.db, {
      title: "Running workshop series",
      startDate: "2026-11-01",
      endDate: "2026-12-20",
    });
    await insertOpportunity(t.db, { title: "Last month's webinar", startDate: "2026-10-20" });
    await insertOpportunity(t.db, {
      title: "Finished course",
      startDate: "2026-09-01",
      endDate: "2026-11-23",
    });
    const { agent } = await premium();

    const all = await listed(agent, "?gaps=ignore");
    expect(titles(all.rows)).toEqual([
      "Running workshop series",
      "Winter conference",
      "A spring webinar",
      "b spring webinar",
      "Self-paced ethics",
    ]);
    expect(all.total).toBe(5);

    const second = await listed(agent, "?pageSize=2&page=2");
    expect(titles(second.rows)).toEqual(["A spring webinar", "b spring webinar"]);
    expect(second.total).toBe(5);
    const past = await listed(agent, "?pageSize=2&page=9");
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(5);

    const [first] = all.rows;
    expect(first).toMatchObject({
      title: "Running workshop series",
      provider: "Continuing Education Institute",
      url: "https://learn.example.org/ethics",
      credits: 2,
      creditsUnit: "hours",
      category: "Ethics",
      format: "Online course",
      cost: 0,
      startDate: "2026-11-01",
      endDate: "2026-12-20",
      gap: null,
    });
  });

  it("filters by category (any case), format, credit range, cost and start date", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, {
      title: "Ethics webinar",
      category: "Ethics",
      format: "Webinar",
      credits: 1.5,
      cost: 0,
      startDate: "2026-12-10",
    });
    await insertOpportunity(t.db, {
      title: "Pain conference",
      category: "Pain management",
      format: "Conference",
      credits: 12,
      cost: 450,
      startDate: "2027-04-10",
    });
    await insertOpportunity(t.db, {
      title: "Law self-study",
      category: "Pharmacy law",
      format: "Self-study",
      credits: 3,
      cost: null,
      startDate: null,
    });
    await insertOpportunity(t.db, {
      title: "Ethics workshop",
      category: "Ethics",
      format: "Workshop",
      credits: 3,
      cost: 95,
      startDate: "2027-01-15",
    });
    const { agent } = await premium();
    const only = async (query: string) => titles((await listed(agent, query)).rows);

    expect(await only("?category=ETHICS")).toEqual(["Ethics webinar", "Ethics workshop"]);
    expect(await only("?format=Self-study")).toEqual(["Law self-study"]);
    expect(await only("?minCredits=1.5&maxCredits=3")).toEqual([
      "Ethics webinar",
      "Ethics workshop",
      "Law self-study",
    ]);
    expect(await only("?minCredits=3.01")).toEqual(["Pain conference"]);
    expect(await only("?maxCredits=1.49")).toEqual([]);
    // A cost not given is neither free nor paid.
    expect(await only("?cost=free")).toEqual(["Ethics webinar"]);
    expect(await only("?cost=paid")).toEqual(["Ethics workshop", "Pain conference"]);
    // Undated ones can be taken any time, so they are kept.
    expect(await only("?startingFrom=2027-01-15")).toEqual([
      "Ethics workshop",
      "Pain conference",
      "Law self-study",
    ]);
    const filtered = await listed(agent, "?category=ethics&cost=paid&format=Workshop");
    expect(filtered.total).toBe(1);

    const reversed = await agent.get("/api/opportunities?minCredits=5&maxCredits=2");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ message: string }>().message).toContain(
      "Maximum credits cannot be below minimum credits",
    );
    expect((await agent.get("/api/opportunities?format=Podcast")).statusCode).toBe(400);
    expect((await agent.get("/api/opportunities?cost=cheap")).statusCode).toBe(400);
    expect((await agent.get("/api/opportunities?startingFrom=2027-02-30")).statusCode).toBe(400);
  });

  it("searches title, provider, description and category in any case, with % and _ taken literally", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, {
      title: "Opioid Stewardship",
      category: "Controlled substances",
    });
    await insertOpportunity(t.db, { title: "Tax Update", provider: "Midwest CPA Society" });
    await insertOpportunity(t.db, {
      title: "Arc Flash Basics",
      description: "Covers NFPA 70E boundaries.",
      category: "Workplace safety",
    });
    await insertOpportunity(t.db, { title: "Grow 100% in a day", category: "Leadership" });
    await insertOpportunity(t.db, { title: "snake_case for engineers", category: "Software" });
    await insertOpportunity(t.db, { title: "Snakescase", category: "Software" });
    const { agent } = await premium();
    const found = async (search: string) =>
      titles((await listed(agent, `?search=${encodeURIComponent(search)}`)).rows);

    expect(await found("opioid")).toEqual(["Opioid Stewardship"]);
    expect(await found("cpa SOCIETY")).toEqual(["Tax Update"]);
    expect(await found("nfpa 70e")).toEqual(["Arc Flash Basics"]);
    expect(await found("controlled")).toEqual(["Opioid Stewardship"]);
    expect(await found("100%")).toEqual(["Grow 100% in a day"]);
    expect(await found("%")).toEqual(["Grow 100% in a day"]);
    expect(await found("e_c")).toEqual(["snake_case for engineers"]);
    expect(await found("nothing like this")).toEqual([]);
  });

  it("puts the opportunities closing a gap first, says the gap, and lists only them when asked", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    const license = await addCertification(agent, {
      name: "Registered Nurse",
      creditsUnit: "hours",
      creditsRequired: 30,
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
      expirationDate: "2026-12-31",
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
        carryOver: null,
      },
    });
    expect(license.categoriesMissing).toEqual([{ name: "Ethics", missing: 2 }]);
    await insertCertification(t.db, user.id, {
      name: "Pain Management Certificate",
      creditsUnit: "contact hours",
      creditsRequired: 10,
      creditsMissing: 10,
      categoriesMissing: [{ name: "Pain management", missing: 3 }],
    });
    await insertCertification(t.db, user.id, {
      name: "Old Infection Control Card",
      status: "inactive",
      creditsUnit: "hours",
      creditsMissing: 2,
      categoriesMissing: [{ name: "Infection control", missing: 2 }],
    });
    // Another user's gap is not this user's.
    const other = await premium();
    await insertCertification(t.db, other.user.id, {
      name: "Someone else's license",
      creditsUnit: "hours",
      categoriesMissing: [{ name: "Taxation", missing: 4 }],
    });

    await insertOpportunity(t.db, {
      title: "General CE Day",
      category: "General",
      startDate: "2026-12-01",
    });
    await insertOpportunity(t.db, {
      title: "Ethics for Nurses",
      category: "ethics",
      credits: 3,
      creditsUnit: "hours",
      startDate: "2027-02-01",
    });
    await insertOpportunity(t.db, {
      title: "Pain Management Essentials",
      category: "Pain Management",
      credits: 1.5,
      creditsUnit: "contact hours",
      startDate: "2027-01-10",
    });
    await insertOpportunity(t.db, {
      title: "Ethics in Contact Hours",
      category: "Ethics",
      credits: 2,
      creditsUnit: "contact hours",
      startDate: "2026-12-02",
    });
    await insertOpportunity(t.db, {
      title: "Infection Control Refresher",
      category: "Infection control",
      startDate: "2026-12-03",
    });
    await insertOpportunity(t.db, {
      title: "Tax Season Update",
      category: "Taxation",
      startDate: "2026-12-04",
    });

    const first = await listed(agent);
    expect(first.rows.map((row) => [row.title, row.gap?.text ?? null])).toEqual([
      ["Pain Management Essentials", "covers 1.5 of your 3 missing pain management contact hours"],
      ["Ethics for Nurses", "covers your 2 missing ethics hours"],
      // The total still missing is a gap too, in the certification's unit.
      ["General CE Day", "covers 2 of your 30 missing hours"],
      ["Ethics in Contact Hours", "covers 2 of your 10 missing contact hours"],
      ["Infection Control Refresher", "covers 2 of your 30 missing hours"],
      // A tax course is not a nurse's, though in her unit.
      ["Tax Season Update", null],
    ]);
    expect(first.rows[1]?.gap).toEqual({
      certificationId: license.id,
      certificationName: "Registered Nurse",
      category: "Ethics",
      missing: 2,
      covers: 2,
      creditsUnit: "hours",
      text: "covers your 2 missing ethics hours",
    });

    const only = await listed(agent, "?gaps=only");
    expect(titles(only.rows)).toEqual([
      "Pain Management Essentials",
      "Ethics for Nurses",
      "General CE Day",
      "Ethics in Contact Hours",
      "Infection Control Refresher",
    ]);
    expect(only.total).toBe(5);
    const pastOnly = await listed(agent, "?gaps=only&page=3&pageSize=3");
    expect(pastOnly).toEqual({ rows: [], total: 5 });
    const onlyEthics = await listed(agent, "?gaps=only&category=Ethics");
    expect(titles(onlyEthics.rows)).toEqual(["Ethics for Nurses", "Ethics in Contact Hours"]);

    const ignored = await listed(agent, "?gaps=ignore");
    expect(titles(ignored.rows)).toEqual([
      "General CE Day",
      "Ethics in Contact Hours",
      "Infection Control Refresher",
      "Tax Season Update",
      "Pain Management Essentials",
      "Ethics for Nurses",
    ]);
  });

  it("counts the total a certification still misses as a gap, in its unit, and puts what fits the user's professions before the rest", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    // A California RN: 30 contact hours, 1 of them implicit bias, 8 earned; and a BLS card
    // asking for nothing, its unit left at hours.
    const license = await insertCertification(t.db, user.id, {
      name: "RN License",
      issuingBody: "California Board of Registered Nursing",
      creditsUnit: "contact hours",
      creditsRequired: 30,
      creditsEarned: 8,
      creditsMissing: 22,
      categoriesMissing: [{ name: "Implicit bias", missing: 1 }],
    });
    await insertCertification(t.db, user.id, {
      name: "BLS Provider",
      issuingBody: "American Heart Association",
      creditsUnit: "hours",
    });
    const course = (title: string, fields: Parameters<typeof insertOpportunity>[1]) =>
      insertOpportunity(t.db, { title, creditsUnit: "contact hours", ...fields });
    await course("Recognizing Implicit Bias at the Bedside", {
      category: "Implicit bias",
      credits: 2,
      startDate: "2026-12-10",
    });
    await course("Sepsis Early Recognition", { category: "Patient safety", credits: 1.5 });
    await course("Critical Care Nursing Symposium", {
      category: "Clinical practice",
      credits: 30,
      startDate: "2027-03-01",
    });
    await course("Diabetes Care Update for Pharmacists and Nurses", {
      category: "Pharmacotherapy",
      credits: 2,
      startDate: "2027-01-05",
    });
    await course("Pharmacy Law Update", { category: "Pharmacy law", startDate: "2026-12-01" });
    await course("Electrical Safety Refresher: Lockout/Tagout", {
      creditsUnit: "hours",
      category: "Workplace safety",
      startDate: "2026-11-30",
    });
    await course("Federal Tax Update", { creditsUnit: "credits", category: "Taxation" });
    await course("Ethics for CPAs: Independence and Objectivity", {
      creditsUnit: "credits",
      category: "Professional ethics",
      startDate: "2026-12-02",
    });

    const first = await listed(agent);
    expect(first.rows.map((row) => [row.title, row.gap?.text ?? null])).toEqual([
      [
        "Recognizing Implicit Bias at the Bedside",
        "covers your 1 missing implicit bias contact hour",
      ],
      [
        "Diabetes Care Update for Pharmacists and Nurses",
        "covers 2 of your 22 missing contact hours",
      ],
      // What is open of the 22: one of them must be implicit bias.
      ["Critical Care Nursing Symposium", "covers 21 of your 22 missing contact hours"],
      ["Sepsis Early Recognition", "covers 1.5 of your 22 missing contact hours"],
      ["Electrical Safety Refresher: Lockout/Tagout", null],
      ["Pharmacy Law Update", null],
      ["Ethics for CPAs: Independence and Objectivity", null],
      ["Federal Tax Update", null],
    ]);
    expect(first.rows[3]?.gap).toEqual({
      certificationId: license.id,
      certificationName: "RN License",
      category: null,
      missing: 22,
      covers: 1.5,
      creditsUnit: "contact hours",
      text: "covers 1.5 of your 22 missing contact hours",
    });

    const only = await listed(agent, "?gaps=only");
    expect(only.total).toBe(4);
    expect(titles(only.rows)).toEqual(titles(first.rows.slice(0, 4)));

    // A pharmacist's license, complete, in contact hours: the pharmacy course fits it, so it
    // comes before what fits nothing, though it closes no gap.
    await insertCertification(t.db, user.id, {
      name: "Pharmacist License",
      creditsUnit: "contact hours",
      creditsRequired: 15,
      creditsEarned: 15,
    });
    const withPharmacist = await listed(agent);
    expect(titles(withPharmacist.rows).slice(4)).toEqual([
      "Pharmacy Law Update",
      "Electrical Safety Refresher: Lockout/Tagout",
      "Ethics for CPAs: Independence and Objectivity",
      "Federal Tax Update",
    ]);
    expect(withPharmacist.rows[4]?.gap).toBeNull();
    expect((await listed(agent, "?gaps=only")).total).toBe(4);
  });

  it("shows a certification only what is approved for its rule set's profession and state, the named professions winning over the words", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    // A license whose name says nothing; it follows the California RN rule set.
    await loadRequirementRules(t.db, [libraryRuleSet("rn-california")]);
    await insertCertification(t.db, user.id, {
      name: "License 4471",
      creditsUnit: "contact hours",
      creditsRequired: 30,
      creditsMissing: 10,
      ruleSetKey: "rn-california",
      ruleSetVersion: 1,
    });
    const course = (title: string, fields: Parameters<typeof insertOpportunity>[1] = {}) =>
      insertOpportunity(t.db, { title, creditsUnit: "contact hours", ...fields });
    await course("Approved in California", {
      professions: ["Nursing"],
      jurisdictions: ["California"],
    });
    await course("Approved in Texas", { professions: ["Nursing"], jurisdictions: ["Texas"] });
    await course("Opioid Stewardship for Nurses and Pharmacists", { professions: ["Pharmacy"] });
    await course("Ethics for CPAs: Independence and Objectivity");
    await course("Documentation for anyone");

    const closing = await listed(agent, "?gaps=only");
    expect(titles(closing.rows)).toEqual(["Approved in California", "Documentation for anyone"]);
    expect(closing.rows[0]?.professions).toEqual(["Nursing"]);
    expect(closing.rows[0]?.jurisdictions).toEqual(["California"]);
  });

  it("takes the jurisdiction a license states as its code or its name, as the planner does", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    await insertCertification(t.db, user.id, {
      name: "RN License",
      jurisdiction: "CA",
      creditsUnit: "contact hours",
      creditsRequired: 30,
      creditsMissing: 10,
    });
    const course = (title: string, jurisdictions: string[]) =>
      insertOpportunity(t.db, { title, creditsUnit: "contact hours", jurisdictions });
    // A course's places are kept by their names (the catalogue's forms and import name them).
    await course("Approved in California", ["California"]);
    await course("Approved in Texas and California", ["Texas", "California"]);
    await course("Approved in Canada", ["Canada"]);
    await course("Approved in the District of Columbia", ["District of Columbia"]);

    const closing = await listed(agent, "?gaps=only");
    expect(titles(closing.rows)).toEqual([
      "Approved in California",
      "Approved in Texas and California",
    ]);
  });

  it("holds a certification from a national board to no state's approvals, only to its profession", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    await loadRequirementRules(t.db, [libraryRuleSet("bcen-cen")]);
    await insertCertification(t.db, user.id, {
      name: "CEN",
      creditsUnit: "contact hours",
      creditsRequired: 100,
      creditsMissing: 100,
      ruleSetKey: "bcen-cen",
      ruleSetVersion: 1,
    });
    const course = (title: string, fields: Parameters<typeof insertOpportunity>[1]) =>
      insertOpportunity(t.db, { title, creditsUnit: "contact hours", ...fields });
    await course("Nursing, approved in California", {
      professions: ["Nursing"],
      jurisdictions: ["California"],
    });
    await course("Pharmacy, approved in California", {
      professions: ["Pharmacy"],
      jurisdictions: ["California"],
    });

    const closing = await listed(agent, "?gaps=only");
    expect(titles(closing.rows)).toEqual(["Nursing, approved in California"]);
  });

  it("says which gap an opportunity closes most when it fits several", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await premium();
    await insertCertification(t.db, user.id, {
      name: "State license",
      creditsUnit: "hours",
      categoriesMissing: [{ name: "Ethics", missing: 1 }],
    });
    await insertCertification(t.db, user.id, {
      name: "Board certification",
      creditsUnit: "hours",
      categoriesMissing: [{ name: "Ethics", missing: 4 }],
    });
    await insertOpportunity(t.db, { title: "Ethics Day", category: "Ethics", credits: 3 });
    const { rows } = await listed(agent);
    expect(rows[0]?.gap).toMatchObject({
      certificationName: "Board certification",
      covers: 3,
      missing: 4,
      text: "covers 3 of your 4 missing ethics hours",
    });
  });
});

describe("GET /api/opportunities/categories", () => {
  it("answers the catalog's categories once each, sorted", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, { category: "Pharmacy law" });
    await insertOpportunity(t.db, { category: "Ethics" });
    await insertOpportunity(t.db, { category: "ethics" });
    await insertOpportunity(t.db, { category: "Accounting and auditing" });
    const { agent } = await premium();
    const response = await agent.get("/api/opportunities/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(["Accounting and auditing", "Ethics", "Pharmacy law"]);
  });
});

describe("POST /api/opportunities/:id/completion", () => {
  async function nurseWithEthicsMinimum(agent: Agent) {
    return addCertification(agent, {
      name: "Registered Nurse",
      creditsUnit: "contact hours",
      creditsRequired: 30,
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
      expirationDate: "2026-12-31",
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
        carryOver: null,
      },
    });
  }

  it("records the credit prefilled from the opportunity; it shows on the certification and closes the gap", async () => {
    await emptyCatalog(t.db);
    const { agent } = await premium();
    const license = await nurseWithEthicsMinimum(agent);
    const course = await insertOpportunity(t.db, {
      title: "Nursing Ethics and Moral Distress",
      provider: "American Nurses Association",
      category: "ethics",
      credits: 2.5,
      creditsUnit: "contact hours",
    });
    expect((await listed(agent, "?gaps=only")).total).toBe(1);

    const response = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [license.id],
      completionDate: "2026-11-20",
    });
    expect(response.statusCode).toBe(201);
    const credit = response.json<Credit>();
    expect(credit).toMatchObject({
      certificationId: license.id,
      title: "Nursing Ethics and Moral Distress",
      provider: "American Nurses Association",
      description: null,
      credits: 2.5,
      completionDate: "2026-11-20",
      categories: ["Ethics"],
      cycle: 1,
      shares: [{ certificationId: license.id, name: "Registered Nurse", cycle: 1 }],
      certificateUrl: null,
    });

    const certification = await agent.get(`/api/certifications/${license.id}`);
    expect(certification.json<Certification>()).toMatchObject({
      creditsEarned: 2.5,
      categoriesMissing: [],
    });
    const credits = await getList<Credit>(agent, `/api/certifications/${license.id}/credits`);
    expect(credits.rows.map((row) => [row.id, row.title])).toEqual([
      [credit.id, "Nursing Ethics and Moral Distress"],
    ]);
    // The ethics minimum is met; the course still counts toward the 27.5 hours left.
    const after = await listed(agent, "?gaps=only");
    expect(after.rows.map((row) => row.gap?.text)).toEqual([
      "covers 2.5 of your 27.5 missing contact hours",
    ]);
  });

  it("takes other credits when given, counts toward every chosen certification, and tags a category only a chosen certification requires", async () => {
    await emptyCatalog(t.db);
    const { agent } = await premium();
    const license = await nurseWithEthicsMinimum(agent);
    const plain = await addCertification(agent, { name: "CCRN", creditsUnit: "contact hours" });
    const course = await insertOpportunity(t.db, {
      title: "Ethics Grand Rounds",
      category: "Ethics",
      credits: 3,
    });

    const shared = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [plain.id, license.id],
      completionDate: "2026-11-01",
      credits: 1.25,
    });
    expect(shared.statusCode).toBe(201);
    expect(shared.json<Credit>()).toMatchObject({
      certificationId: plain.id,
      credits: 1.25,
      categories: ["Ethics"],
      shares: [
        { certificationId: plain.id, name: "CCRN" },
        { certificationId: license.id, name: "Registered Nurse" },
      ],
    });

    const alone = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [plain.id],
      completionDate: "2026-11-01",
    });
    expect(alone.statusCode).toBe(201);
    expect(alone.json<Credit>()).toMatchObject({ credits: 3, categories: [] });
  });

  it("answers 404 for another user's certification or an unknown opportunity, 400 for a future date, writing nothing", async () => {
    await emptyCatalog(t.db);
    const { agent } = await premium();
    const mine = await nurseWithEthicsMinimum(agent);
    const other = await premium();
    const theirs = await nurseWithEthicsMinimum(other.agent);
    const course = await insertOpportunity(t.db, { title: "Ethics Day" });
    const before = await t.db.select().from(educationCredits);

    const foreign = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [mine.id, theirs.id],
      completionDate: "2026-11-01",
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Certification not found" });

    const unknown = await agent.post(`/api/opportunities/${course.id + 1000}/completion`, {
      certificationIds: [mine.id],
      completionDate: "2026-11-01",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Opportunity not found" });

    const future = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [mine.id],
      completionDate: "2026-11-25",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toContain(
      "Completion date cannot be in the future",
    );

    const empty = await agent.post(`/api/opportunities/${course.id}/completion`, {
      certificationIds: [],
      completionDate: "2026-11-01",
    });
    expect(empty.statusCode).toBe(400);

    expect(await t.db.select().from(educationCredits)).toEqual(before);
  });

  it("refuses a completion dated before the course starts, as for a webinar still to come, writing nothing", async () => {
    await emptyCatalog(t.db);
    const { agent } = await premium();
    const license = await nurseWithEthicsMinimum(agent);
    // The users' today is Nov 24: this webinar is on Dec 3.
    const webinar = await insertOpportunity(t.db, {
      title: "Implicit Bias Webinar",
      format: "Webinar",
      startDate: "2026-12-03",
      endDate: "2026-12-03",
    });
    const workshop = await insertOpportunity(t.db, {
      title: "Running Workshop Series",
      startDate: "2026-11-10",
      endDate: "2026-12-20",
    });
    const before = await t.db.select().from(educationCredits);

    for (const completionDate of ["2026-11-24", "2026-12-03"]) {
      const early = await agent.post(`/api/opportunities/${webinar.id}/completion`, {
        certificationIds: [license.id],
        completionDate,
      });
      expect(early.statusCode).toBe(400);
      expect(early.json<{ message: string }>().message).toBe(
        completionDate === "2026-11-24"
          ? "completionDate: Completion date cannot be before the course starts (Dec 3, 2026)"
          : "completionDate: Completion date cannot be in the future",
      );
    }
    const beforeStart = await agent.post(`/api/opportunities/${workshop.id}/completion`, {
      certificationIds: [license.id],
      completionDate: "2026-11-09",
    });
    expect(beforeStart.statusCode).toBe(400);
    expect(beforeStart.json<{ message: string }>().message).toBe(
      "completionDate: Completion date cannot be before the course starts (Nov 10, 2026)",
    );
    expect(await t.db.select().from(educationCredits)).toEqual(before);

    const onStart = await agent.post(`/api/opportunities/${workshop.id}/completion`, {
      certificationIds: [license.id],
      completionDate: "2026-11-10",
    });
    expect(onStart.statusCode).toBe(201);
    expect(onStart.json<Credit>()).toMatchObject({ completionDate: "2026-11-10" });
  });
});
