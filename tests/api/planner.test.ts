import type { Credit } from "@common/certifications/credit";
import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import {
  notPlannedMessage,
  type Plan,
  type PlannerPreferences,
  plannerMessages,
} from "@common/planner";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { creditCertifications, educationCredits } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { routeLimits } from "../../src/server/plugins/route-limits";
import { Agent } from "../support/agent";
import { addCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { emptyCatalog, insertOpportunity } from "../support/opportunities";
import { pdfText } from "../support/pdf-text";
import { formFilledFrom, library, libraryRuleSet } from "../support/rule-sets";
import { setUpTestApp } from "../support/test-app";

// Nov 24, 2026, noon UTC: the users' today.
const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

const premium = () => signedIn(t, { subscriptionStatus: "active" });

type Signed = Awaited<ReturnType<typeof premium>>;

/**
 * A nurse with three licenses, all in contact hours and all missing credits: RN California
 * (4 hours, 2 of them implicit bias), CCRN (4 hours) and RN Texas (2 hours of pain
 * management). Nothing is earned yet.
 */
async function threeLicenses({ agent }: Signed) {
  const period = { receivedDate: "2025-01-01", reportingPeriodStart: "2025-01-01" };
  const california = await addCertification(agent, {
    ...period,
    name: "RN California",
    creditsUnit: "contact hours",
    creditsRequired: 4,
    expirationDate: "2027-06-30",
    reportingPeriodEnd: "2027-06-30",
    requirements: { categories: [{ name: "Implicit bias", kind: "minimum", credits: 2 }] },
  });
  const ccrn = await addCertification(agent, {
    ...period,
    name: "CCRN",
    creditsUnit: "contact hours",
    creditsRequired: 4,
    expirationDate: "2027-01-31",
    reportingPeriodEnd: "2027-01-31",
  });
  const texas = await addCertification(agent, {
    ...period,
    name: "RN Texas",
    creditsUnit: "contact hours",
    creditsRequired: 2,
    expirationDate: "2027-09-30",
    reportingPeriodEnd: "2027-09-30",
    requirements: { categories: [{ name: "Pain management", kind: "minimum", credits: 2 }] },
  });
  return { california, ccrn, texas };
}

/**
 * A small catalogue: the cheapest way to close every gap is the shared implicit bias course
 * (RN California and CCRN at once) and the pain management course (RN Texas, starting after
 * CCRN's deadline); without the shared one it takes three courses and more money.
 */
async function smallCatalogue() {
  await emptyCatalog(t.db);
  const course = (overrides: Parameters<typeof insertOpportunity>[1]) =>
    insertOpportunity(t.db, {
      creditsUnit: "contact hours",
      format: "Online course",
      ...overrides,
    });
  const shared = await course({
    title: "Implicit bias in care",
    provider: "Nursing CE Online",
    credits: 4,
    category: "Implicit bias",
    cost: 40,
    startDate: null,
  });
  const biasBasics = await course({
    title: "Implicit bias basics",
    provider: "Board Approved Learning",
    credits: 2,
    category: "Implicit bias",
    cost: 30,
    startDate: null,
  });
  const update = await course({
    title: "Critical care update",
    provider: "Board Approved Learning",
    credits: 4,
    category: "Critical care",
    cost: 50,
    format: "Webinar",
    startDate: "2026-12-10",
  });
  const pain = await course({
    title: "Pain management essentials",
    provider: "Board Approved Learning",
    credits: 2,
    category: "Pain management",
    cost: 25,
    startDate: "2027-02-15",
  });
  await course({
    title: "Ethics for CPAs",
    provider: "Accounting Academy",
    credits: 4,
    creditsUnit: "credits",
    category: "Ethics",
    cost: 0,
    startDate: null,
  });
  return { shared, biasBasics, update, pain };
}

async function planOf(agent: Agent, query = "") {
  const response = await agent.get(`/api/planner${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Plan>();
}

const plannedTitles = (plan: Plan) => plan.courses.map((course) => course.title).sort();

const countedFor = (plan: Plan, title: string) =>
  plan.courses
    .find((course) => course.title === title)
    ?.countsToward.map((count) => count.certificationName)
    .sort();

async function savePreferences(agent: Agent, preferences: Partial<PlannerPreferences>) {
  const response = await agent.put("/api/planner/preferences", preferences);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlannerPreferences>();
}

describe("GET /api/planner", () => {
  it("plans the fewest-cost courses across three licenses, one of them counting toward two", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    await smallCatalogue();

    const plan = await planOf(owner.agent);
    expect(plan.status).toBe("optimal");
    expect(plan.minimize).toBe("cost");
    expect(plannedTitles(plan)).toEqual(["Implicit bias in care", "Pain management essentials"]);
    expect(countedFor(plan, "Implicit bias in care")).toEqual(
      expect.arrayContaining(["CCRN", "RN California"]),
    );
    expect(countedFor(plan, "Pain management essentials")).toContain("RN Texas");
    expect(plan.totals).toMatchObject({ cost: 65, courses: 2 });
    expect(plan.uncovered).toEqual([]);
    expect(plan.courses.map((course) => course.title)).not.toContain("Ethics for CPAs");
  });

  it("plans only courses approved for the profession and jurisdiction of the rule set a certification follows", async () => {
    await loadRequirementRules(t.db, library);
    const owner = await premium();
    const followed = await owner.agent.post(
      "/api/certifications",
      formFilledFrom(
        libraryRuleSet("rn-california"),
        { expirationDate: "2027-06-30" },
        "2026-11-24",
      ),
    );
    expect(followed.statusCode, followed.body).toBe(201);
    await emptyCatalog(t.db);
    const free = { credits: 30, creditsUnit: "contact hours", cost: 0, startDate: null };
    await insertOpportunity(t.db, { ...free, title: "Audit ethics", professions: ["Accounting"] });
    await insertOpportunity(t.db, {
      ...free,
      title: "Texas nursing jurisprudence",
      professions: ["Nursing"],
      jurisdictions: ["Texas"],
    });
    await insertOpportunity(t.db, {
      ...free,
      title: "California nursing update",
      cost: 90,
      professions: ["Nursing"],
      jurisdictions: ["California"],
    });

    const plan = await planOf(owner.agent);
    expect(plannedTitles(plan)).toEqual(["California nursing update"]);
    expect(plan.totals.cost).toBe(90);
  });

  it("counts a course approved in a state toward that state's license and a certification held country-wide, never another state's", async () => {
    const owner = await premium();
    const period = { receivedDate: "2025-01-01", reportingPeriodStart: "2025-01-01" };
    const due = { expirationDate: "2027-06-30", reportingPeriodEnd: "2027-06-30" };
    const missing = { creditsUnit: "contact hours", creditsRequired: 4, ...period, ...due };
    const california = await addCertification(owner.agent, {
      ...missing,
      name: "RN License",
      jurisdiction: "CA",
    });
    const ccrn = await addCertification(owner.agent, {
      ...missing,
      name: "CCRN",
      jurisdiction: "United States",
    });
    const texas = await addCertification(owner.agent, {
      ...missing,
      name: "RN License",
      jurisdiction: "TX",
    });
    await emptyCatalog(t.db);
    const nursing = { credits: 4, creditsUnit: "contact hours", startDate: null };
    const approvedIn = (title: string, jurisdictions: string[], cost: number) =>
      insertOpportunity(t.db, { ...nursing, title, cost, professions: ["Nursing"], jurisdictions });
    await approvedIn("California nursing update", ["California"], 20);
    await approvedIn("Texas nursing update", ["Texas"], 30);

    const plan = await planOf(owner.agent);
    expect(plannedTitles(plan)).toEqual(["California nursing update", "Texas nursing update"]);
    const countedToward = (title: string) =>
      plan.courses
        .find((course) => course.title === title)
        ?.countsToward.map((counted) => counted.certificationId);
    // The California course closes the CCRN's gap as well; neither counts for the other state.
    expect(countedToward("California nursing update")).toEqual(
      expect.arrayContaining([california.id, ccrn.id]),
    );
    expect(countedToward("California nursing update")).not.toContain(texas.id);
    expect(countedToward("Texas nursing update")).toContain(texas.id);
    expect(countedToward("Texas nursing update")).not.toContain(california.id);
    expect(plan.uncovered).toEqual([]);
  });

  it("plans nothing for a user with nothing missing", async () => {
    const owner = await premium();
    await smallCatalogue();
    const plan = await planOf(owner.agent);
    expect(plan.courses).toEqual([]);
    expect(plan.uncovered).toEqual([]);
    expect(plan.totals.cost).toBe(0);
  });

  it("plans around an excluded course, provider or format, and within a budget", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    const { shared } = await smallCatalogue();

    await savePreferences(owner.agent, { excludedCourses: [shared.id] });
    const withoutShared = await planOf(owner.agent);
    expect(plannedTitles(withoutShared)).toEqual([
      "Critical care update",
      "Implicit bias basics",
      "Pain management essentials",
    ]);
    expect(withoutShared.totals.cost).toBe(105);
    expect(withoutShared.preferences.excludedCourses).toEqual([shared.id]);
    // Named, so the page can list it with Undo though it is no longer planned.
    expect(withoutShared.excludedCourses).toEqual([
      { opportunityId: shared.id, title: "Implicit bias in care", provider: "Nursing CE Online" },
    ]);

    await savePreferences(owner.agent, { excludedProviders: ["Nursing CE Online"] });
    expect(plannedTitles(await planOf(owner.agent))).toEqual(plannedTitles(withoutShared));

    await savePreferences(owner.agent, { excludedFormats: ["Webinar"] });
    const noWebinar = await planOf(owner.agent);
    expect(plannedTitles(noWebinar)).toEqual([
      "Implicit bias in care",
      "Pain management essentials",
    ]);

    await savePreferences(owner.agent, { budget: 50 });
    const tight = await planOf(owner.agent);
    expect(tight.totals.cost).toBeLessThanOrEqual(50);
    expect(tight.uncovered.length).toBeGreaterThan(0);
  });

  it("answers a free user 403 with the upgrade address, on every planner route", async () => {
    const { agent } = await signedIn(t);
    const { shared } = await smallCatalogue();
    const calls = [
      () => agent.get("/api/planner"),
      () => agent.get("/api/planner/plan.pdf"),
      () => agent.get("/api/planner/preferences"),
      () => agent.put("/api/planner/preferences", { budget: 10 }),
      () =>
        agent.post(`/api/planner/courses/${shared.id}/completion`, {
          completionDate: "2026-11-24",
        }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
    }
  });

  it("solves at most the plans limit a minute for one user, then answers 429 with Retry-After", async () => {
    const { agent } = await premium();
    for (let call = 0; call < routeLimits.plans.perMinute; call += 1) {
      expect((await agent.get("/api/planner")).statusCode).toBe(200);
    }
    const refused = await agent.get("/api/planner/plan.pdf");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many plans\. /);
    expect((await (await premium()).agent.get("/api/planner")).statusCode).toBe(200);
  });

  it("refuses a signed-out caller", async () => {
    const response = await new Agent(t.app).get("/api/planner");
    expect(response.statusCode).toBe(401);
  });
});

describe("planner preferences", () => {
  it("answers the defaults until saved, then what was saved, each value once", async () => {
    const { agent } = await premium();
    const defaults = await agent.get("/api/planner/preferences");
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({
      excludedCourses: [],
      excludedProviders: [],
      excludedFormats: [],
      budget: null,
      monthlyHoursLimit: null,
      pinnedCourses: [],
      includeInCalendar: false,
    });

    const saved = await savePreferences(agent, {
      excludedCourses: [7, 7, 999_999],
      excludedProviders: [" Nursing CE Online ", "Nursing CE Online"],
      excludedFormats: ["Webinar"],
      budget: 300,
      monthlyHoursLimit: 6.5,
      pinnedCourses: [3],
      includeInCalendar: true,
    });
    expect(saved).toEqual({
      excludedCourses: [7, 999_999],
      excludedProviders: ["Nursing CE Online"],
      excludedFormats: ["Webinar"],
      budget: 300,
      monthlyHoursLimit: 6.5,
      pinnedCourses: [3],
      includeInCalendar: true,
    });
    expect((await agent.get("/api/planner/preferences")).json()).toEqual(saved);
  });

  it("refuses a bad value naming its field, and a change without the CSRF token", async () => {
    const { agent } = await premium();
    const negative = await agent.put("/api/planner/preferences", { budget: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ message: string }>().message).toMatch(/^budget: /);
    const format = await agent.put("/api/planner/preferences", { excludedFormats: ["Podcast"] });
    expect(format.statusCode).toBe(400);
    expect(format.json<{ message: string }>().message).toMatch(/^excludedFormats\.0: /);
    const noHours = await agent.put("/api/planner/preferences", { monthlyHoursLimit: 0 });
    expect(noHours.statusCode).toBe(400);
    expect(noHours.json()).toEqual({
      message: `monthlyHoursLimit: ${plannerMessages.monthlyHoursLimit}`,
    });

    const withoutToken = await agent.send("PUT", "/api/planner/preferences", { budget: 5 });
    expect(withoutToken.statusCode).toBe(403);
    expect((await agent.get("/api/planner/preferences")).json()).toMatchObject({ budget: null });
  });

  it("are each user's own: another user's never change your plan", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    const { shared } = await smallCatalogue();
    const other = await premium();

    await savePreferences(other.agent, { excludedCourses: [shared.id], budget: 0 });
    expect((await owner.agent.get("/api/planner/preferences")).json()).toMatchObject({
      excludedCourses: [],
      budget: null,
    });
    expect(plannedTitles(await planOf(owner.agent))).toContain("Implicit bias in care");
  });
});

describe("POST /api/planner/courses/:opportunityId/completion", () => {
  it("records one shared credit toward every certification the plan counted, and the next plan moves on", async () => {
    const owner = await premium();
    const { california, ccrn, texas } = await threeLicenses(owner);
    const { shared } = await smallCatalogue();
    const planned = (await planOf(owner.agent)).courses.find(
      (course) => course.opportunityId === shared.id,
    );
    const countedToward = planned?.countsToward.map((count) => count.certificationId).sort();
    expect(countedToward).toEqual(expect.arrayContaining([california.id, ccrn.id]));

    const response = await owner.agent.post(`/api/planner/courses/${shared.id}/completion`, {
      completionDate: "2026-11-24",
    });
    expect(response.statusCode, response.body).toBe(201);
    const credit = response.json<Credit>();
    expect(credit).toMatchObject({
      title: "Implicit bias in care",
      provider: "Nursing CE Online",
      credits: 4,
      completionDate: "2026-11-24",
      categories: ["Implicit bias"],
    });

    const credits = await t.db
      .select()
      .from(educationCredits)
      .where(eq(educationCredits.userId, owner.user.id));
    expect(credits).toHaveLength(1);
    const shares = await t.db
      .select({ certificationId: creditCertifications.certificationId })
      .from(creditCertifications)
      .where(eq(creditCertifications.creditId, credit.id));
    expect(shares.map((share) => share.certificationId).sort()).toEqual(countedToward);

    const certification = async (id: number) =>
      (await owner.agent.get(`/api/certifications/${id}`)).json<{ creditsMissing: number }>();
    expect((await certification(california.id)).creditsMissing).toBe(0);
    expect((await certification(ccrn.id)).creditsMissing).toBe(0);
    expect((await certification(texas.id)).creditsMissing).toBe(2);

    const next = await planOf(owner.agent);
    expect(plannedTitles(next)).toEqual(["Pain management essentials"]);
    expect(next.courses[0]?.countsToward.map((count) => count.certificationName)).toEqual([
      "RN Texas",
    ]);
  });

  it("plans a nurse no course for CPAs, as the opportunities list shows her none, by the words of both", async () => {
    const owner = await premium();
    await addCertification(owner.agent, {
      name: "Registered Nurse License",
      creditsUnit: "hours",
      creditsRequired: 2,
      receivedDate: "2025-01-01",
      reportingPeriodStart: "2025-01-01",
      expirationDate: "2027-01-31",
      reportingPeriodEnd: "2027-01-31",
    });
    await emptyCatalog(t.db);
    const course = (title: string, cost: number) =>
      insertOpportunity(t.db, {
        title,
        provider: "Ethics Online",
        credits: 2,
        creditsUnit: "hours",
        category: "Ethics",
        format: "Online course",
        cost,
        startDate: null,
      });
    await course("Professional Ethics for CPAs", 5);
    await course("Ethics in Nursing Practice", 25);
    expect(plannedTitles(await planOf(owner.agent))).toEqual(["Ethics in Nursing Practice"]);
  });

  it("never plans again a course already taken this cycle, even when it is still the cheapest", async () => {
    const owner = await premium();
    const ccrn = await addCertification(owner.agent, {
      name: "CCRN",
      creditsUnit: "contact hours",
      creditsRequired: 4,
      receivedDate: "2025-01-01",
      reportingPeriodStart: "2025-01-01",
      expirationDate: "2027-01-31",
      reportingPeriodEnd: "2027-01-31",
    });
    await emptyCatalog(t.db);
    const course = (title: string, credits: number, cost: number) =>
      insertOpportunity(t.db, {
        title,
        provider: "Critical Care Learning",
        credits,
        creditsUnit: "contact hours",
        category: "Critical care",
        format: "Online course",
        cost,
        startDate: null,
      });
    const refresher = await course("Critical care refresher", 2, 10);
    await course("Sepsis update", 2, 15);
    await course("Critical care deep dive", 4, 100);
    expect(plannedTitles(await planOf(owner.agent))).toEqual([
      "Critical care refresher",
      "Sepsis update",
    ]);

    const completion = await owner.agent.post(`/api/planner/courses/${refresher.id}/completion`, {
      completionDate: "2026-11-20",
    });
    expect(completion.statusCode, completion.body).toBe(201);
    // Two hours still missing: the refresher would close them for less, but it is taken.
    const next = await planOf(owner.agent);
    expect(plannedTitles(next)).toEqual(["Sepsis update"]);
    expect(next.courses[0]?.countsToward.map((count) => count.certificationId)).toEqual([ccrn.id]);
  });

  it("records a course converted to another unit as a credit of the converted amount there", async () => {
    const owner = await premium();
    const period = {
      receivedDate: "2025-01-01",
      reportingPeriodStart: "2025-01-01",
      expirationDate: "2027-06-30",
      reportingPeriodEnd: "2027-06-30",
    };
    const inCeus = await addCertification(owner.agent, {
      ...period,
      name: "Pharmacist",
      creditsUnit: "CEUs",
      creditsRequired: 1,
    });
    const inHours = await addCertification(owner.agent, {
      ...period,
      name: "RN Oregon",
      creditsUnit: "contact hours",
      creditsRequired: 10,
    });
    await emptyCatalog(t.db);
    const course = await insertOpportunity(t.db, {
      title: "Medication safety",
      credits: 1,
      creditsUnit: "CEUs",
      category: "General",
      cost: 20,
    });
    const plan = await planOf(owner.agent);
    expect(plannedTitles(plan)).toEqual(["Medication safety"]);

    const response = await owner.agent.post(`/api/planner/courses/${course.id}/completion`, {
      completionDate: "2026-11-24",
    });
    expect(response.statusCode, response.body).toBe(201);
    const recorded = await t.db
      .select({
        credits: educationCredits.credits,
        certificationId: creditCertifications.certificationId,
      })
      .from(educationCredits)
      .innerJoin(creditCertifications, eq(creditCertifications.creditId, educationCredits.id))
      .where(eq(educationCredits.userId, owner.user.id));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { credits: 1, certificationId: inCeus.id },
        { credits: 10, certificationId: inHours.id },
      ]),
    );
    expect(recorded).toHaveLength(2);
    expect((await planOf(owner.agent)).courses).toEqual([]);
  });

  it("refuses a course the plan does not hold (409) and one the catalogue does not (404)", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    const { update } = await smallCatalogue();

    const notPlanned = await owner.agent.post(`/api/planner/courses/${update.id}/completion`, {
      completionDate: "2026-11-24",
    });
    expect(notPlanned.statusCode).toBe(409);
    expect(notPlanned.json()).toEqual({ message: notPlannedMessage });

    const unknown = await owner.agent.post("/api/planner/courses/987654/completion", {
      completionDate: "2026-11-24",
    });
    expect(unknown.statusCode).toBe(404);
    const garbled = await owner.agent.post("/api/planner/courses/abc/completion", {
      completionDate: "2026-11-24",
    });
    expect(garbled.statusCode).toBe(404);

    const badDate = await owner.agent.post(`/api/planner/courses/${update.id}/completion`, {
      completionDate: "2026-02-30",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toMatch(/^completionDate: /);

    const credits = await t.db
      .select()
      .from(educationCredits)
      .where(eq(educationCredits.userId, owner.user.id));
    expect(credits).toEqual([]);
  });

  it("never records toward another user's certifications", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    const { shared } = await smallCatalogue();
    const other = await premium();

    const response = await other.agent.post(`/api/planner/courses/${shared.id}/completion`, {
      completionDate: "2026-11-24",
    });
    expect(response.statusCode).toBe(409);
    const credits = await t.db
      .select()
      .from(educationCredits)
      .where(eq(educationCredits.userId, owner.user.id));
    expect(credits).toEqual([]);
    expect(plannedTitles(await planOf(owner.agent))).toContain("Implicit bias in care");
  });
});

describe("the plan elsewhere", () => {
  async function feedEvents(agent: Agent) {
    const created = await agent.post("/api/calendar-feed", {});
    expect(created.statusCode, created.body).toBe(201);
    const path = new URL(created.json<{ url: string }>().url).pathname;
    const response = await new Agent(t.app).get(path);
    expect(response.statusCode, response.body).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    return calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return { summary: event.summary, start: event.startDate.toString(), path };
    });
  }

  it("puts the planned courses in the calendar feed on their start dates, when chosen", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    await smallCatalogue();

    const before = await feedEvents(owner.agent);
    expect(before.map((event) => event.summary)).not.toContain(
      "Planned: Pain management essentials",
    );

    await savePreferences(owner.agent, { includeInCalendar: true });
    const path = before[0]?.path ?? "";
    const response = await new Agent(t.app).get(path);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const planned = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .filter((event) => event.summary.startsWith("Planned: "));
    // A course taken any time is on the day the plan gives it: here, today.
    expect(planned.map((event) => [event.summary, event.startDate.toString()])).toEqual([
      ["Planned: Implicit bias in care", "2026-11-24"],
      ["Planned: Pain management essentials", "2027-02-15"],
    ]);
    expect(planned[1]?.description).toContain("RN Texas");
  });

  it("downloads the plan as a PDF with the courses, why, totals and what stays uncovered", async () => {
    const owner = await premium();
    await threeLicenses(owner);
    await smallCatalogue();

    const response = await owner.agent.get("/api/planner/plan.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("Renewal plan 2026-11-24.pdf");
    const { all } = await pdfText(response.rawPayload);
    expect(all).toContain("Renewal plan");
    expect(all).toContain("Implicit bias in care");
    expect(all).toContain("Pain management essentials");
    expect(all).toContain("2 courses");
    expect(all).toContain("Nothing: the plan closes every gap before its deadline.");
  });
});
