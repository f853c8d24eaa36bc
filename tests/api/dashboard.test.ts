import type { Activity } from "@common/certifications/activity";
import { calendarMaxRangeDays } from "@common/certifications/calendar";
import { calendarDateMessage } from "@common/certifications/calendar-date";
import type { Dashboard } from "@common/certifications/dashboard";
import { describe, expect, it } from "vitest";
import { activities } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  getList,
  insertCertification,
  insertCredits,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

let queries = 0;
const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({
  queryLogger: {
    logQuery: () => {
      queries += 1;
    },
  },
  now,
});

const premium = (overrides: Parameters<typeof signedIn>[1] = {}) =>
  signedIn(t, { subscriptionStatus: "active", ...overrides });

/** A certification whose only dates are the ones given. */
function dated(agent: Agent, name: string, overrides: Record<string, unknown> = {}) {
  return addCertification(agent, {
    name,
    receivedDate: null,
    reportingPeriodStart: null,
    expirationDate: null,
    reportingPeriodEnd: null,
    ...overrides,
  });
}

async function dashboardOf(agent: Agent) {
  const response = await agent.get("/api/dashboard");
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

describe("GET /api/dashboard", () => {
  it("counts certifications and the deadlines of the next 90 days in the user's time zone", async () => {
    // 12:00 UTC on 1 March is 2 March in Auckland: the window is 2 March to 31 May.
    const { agent } = await premium({ timeZone: "Pacific/Auckland" });
    await dated(agent, "Yesterday", { expirationDate: "2026-03-01" });
    const today = await dated(agent, "Today", {
      expirationDate: "2026-03-02",
      creditsRequired: 20,
      creditsUnit: "CEUs",
    });
    await addCredit(agent, today.id, { credits: 9, completionDate: "2026-02-01" });
    await dated(agent, "Day 90", { expirationDate: "2026-05-31" });
    await dated(agent, "Day 91", { expirationDate: "2026-06-01" });
    await dated(agent, "Period ends", { reportingPeriodEnd: "2026-04-01" });
    await dated(agent, "Expires later, period ends soon", {
      expirationDate: "2027-01-01",
      reportingPeriodEnd: "2026-03-20",
    });
    await dated(agent, "Inactive", { expirationDate: "2026-03-10", status: "inactive" });
    await dated(agent, "Expired", { expirationDate: "2026-03-11", status: "expired" });

    const dashboard = await dashboardOf(agent);
    expect(dashboard).toMatchObject({
      today: "2026-03-02",
      totalCertifications: 8,
      activeCertifications: 6,
      deadlinesIn90Days: 4,
    });
    expect(
      dashboard.upcomingDeadlines.map((row) => [row.name, row.date, row.deadlineType]),
    ).toEqual([
      ["Today", "2026-03-02", "expiration"],
      ["Expires later, period ends soon", "2026-03-20", "reportingPeriodEnd"],
      ["Period ends", "2026-04-01", "reportingPeriodEnd"],
      ["Day 90", "2026-05-31", "expiration"],
    ]);
    expect(dashboard.upcomingDeadlines[0]).toEqual({
      id: today.id,
      name: "Today",
      date: "2026-03-02",
      deadlineType: "expiration",
      daysLeft: 0,
      creditsNeeded: 20,
      creditsEarned: 9,
      creditsMissing: 11,
      categoriesMissing: [],
      pace: expect.objectContaining({
        deadline: "2026-03-02",
        creditsMissing: 11,
        summary: "11 CEUs still missing, due today",
      }),
      creditsUnit: "CEUs",
      status: "In Progress",
      ceRequired: true,
      expirationDate: "2026-03-02",
    });
    expect(dashboard.upcomingDeadlines.map((row) => row.daysLeft)).toEqual([0, 18, 30, 90]);
  });

  it("lists a certification that expires the day its reporting period ends once", async () => {
    const { agent } = await premium();
    await dated(agent, "BLS", {
      expirationDate: "2026-03-13",
      reportingPeriodEnd: "2026-03-13",
      creditsRequired: 4,
    });
    const dashboard = await dashboardOf(agent);
    expect(dashboard.deadlinesIn90Days).toBe(1);
    expect(
      dashboard.upcomingDeadlines.map((row) => [row.name, row.date, row.deadlineType]),
    ).toEqual([["BLS", "2026-03-13", "expiration"]]);
  });

  it("shows the 5 soonest of 7 upcoming deadlines", async () => {
    const { agent } = await premium();
    for (const day of ["20", "05", "28", "11", "02", "17", "09"]) {
      await dated(agent, `Due ${day}`, { expirationDate: `2026-04-${day}` });
    }
    const dashboard = await dashboardOf(agent);
    expect(dashboard.deadlinesIn90Days).toBe(7);
    expect(dashboard.upcomingDeadlines.map((row) => row.name)).toEqual([
      "Due 02",
      "Due 05",
      "Due 09",
      "Due 11",
      "Due 17",
    ]);
  });

  it("shows the 5 newest activity entries, newest first", async () => {
    const { agent } = await premium();
    for (let n = 1; n <= 7; n += 1) {
      t.clock.advance({ minutes: 1 });
      await dated(agent, `Cert ${n}`);
    }
    const { recentActivity } = await dashboardOf(agent);
    expect(recentActivity.map((entry) => entry.title)).toEqual(
      ["Cert 7", "Cert 6", "Cert 5", "Cert 4", "Cert 3"].map((name) => `Added ${name}`),
    );
    expect(recentActivity[0]?.date).toBe(t.clock.now().toISOString());
  });

  it("plans each deadline's pace from what its credits of the last 90 days counted", async () => {
    const { agent } = await premium();
    // Today is 2026-03-01; credits are due by the reporting period end, 60 days away.
    const rn = await dated(agent, "RN", {
      receivedDate: "2025-01-01",
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-04-30",
      expirationDate: "2026-05-31",
      creditsRequired: 30,
      requirements: { categories: [{ name: "Self-study", kind: "cap", credits: 2 }] },
    });
    const credit = (credits: number, completionDate: string, categories: string[] = []) =>
      addCredit(agent, rn.id, { credits, completionDate, categories });
    await credit(10, "2025-06-01");
    await credit(1, "2025-07-01", ["Self-study"]);
    await credit(6, "2026-01-15");
    // Only 1 of these 3 self-study hours counts: the cap is 2 and 1 was already counted.
    await credit(3, "2026-02-20", ["self-study"]);

    const [row] = (await dashboardOf(agent)).upcomingDeadlines;
    expect(row).toMatchObject({
      name: "RN",
      date: "2026-04-30",
      creditsNeeded: 30,
      creditsEarned: 18,
      creditsMissing: 12,
      categoriesMissing: [],
      status: "In Progress",
    });
    // 7 counted in the last 90 days: 2.37 a month, so 12 more take 155 days.
    expect(row?.pace).toMatchObject({
      deadline: "2026-04-30",
      creditsMissing: 12,
      perMonth: 6.25,
      recentPerMonth: 2.37,
      expectedFinish: "2026-08-03",
      behind: true,
      summary: "Behind: 6.25 hours a month from now on finishes on time",
    });
  });

  it("names the category minimums still missing and has no pace plan once nothing is missing", async () => {
    const { agent } = await premium();
    const ethics = { categories: [{ name: "Ethics", kind: "minimum", credits: 2 }] };
    const short = await dated(agent, "CCRN", {
      reportingPeriodEnd: "2026-03-31",
      creditsRequired: 4,
      requirements: ethics,
    });
    await addCredit(agent, short.id, { credits: 4.5, completionDate: "2026-02-01" });
    const done = await dated(agent, "BLS", {
      reportingPeriodEnd: "2026-04-15",
      creditsRequired: 4,
      requirements: ethics,
    });
    await addCredit(agent, done.id, {
      credits: 4,
      completionDate: "2026-02-01",
      categories: ["Ethics"],
    });

    const rows = (await dashboardOf(agent)).upcomingDeadlines;
    expect(rows).toMatchObject([
      {
        name: "CCRN",
        creditsEarned: 4.5,
        creditsMissing: 2,
        categoriesMissing: [{ name: "Ethics", missing: 2 }],
        status: "In Progress",
        pace: { creditsMissing: 2, perMonth: 2.25 },
      },
      { name: "BLS", creditsMissing: 0, categoriesMissing: [], status: "Completed", pace: null },
    ]);
  });

  it("is empty for a new user", async () => {
    const { agent } = await signedIn(t);
    expect(await dashboardOf(agent)).toEqual({
      today: "2026-03-01",
      totalCertifications: 0,
      activeCertifications: 0,
      deadlinesIn90Days: 0,
      needsAttention: [],
      upcomingDeadlines: [],
      recentActivity: [],
    });
  });

  it("shows every active certification at risk, behind its pace plan or overdue under Needs attention, whatever its date, most urgent first", async () => {
    const { agent } = await premium();
    // A California RN: 30 contact hours with 1 of implicit bias, 8 counted, expiring in 5 months.
    const rn = await dated(agent, "RN License", {
      receivedDate: "2024-08-01",
      expirationDate: "2026-08-01",
      creditsRequired: 30,
      creditsUnit: "contact hours",
      requirements: { categories: [{ name: "Implicit Bias", kind: "minimum", credits: 1 }] },
    });
    await addCredit(agent, rn.id, { credits: 8, completionDate: "2026-02-01" });
    // BLS: nothing required, expiring in 40 days: Completed, never in need of attention.
    await dated(agent, "BLS", { expirationDate: "2026-04-10", creditsRequired: 0 });
    // In Progress, but nothing counted in the last 90 days: behind its pace plan.
    const behind = await dated(agent, "Case Manager", {
      receivedDate: "2025-01-01",
      expirationDate: "2026-12-01",
      creditsRequired: 10,
    });
    await addCredit(agent, behind.id, { credits: 6, completionDate: "2025-06-01" });
    // On Track and on pace: nothing to say.
    const fine = await dated(agent, "Wound Care", {
      receivedDate: "2025-06-01",
      expirationDate: "2026-06-01",
      creditsRequired: 10,
    });
    await addCredit(agent, fine.id, { credits: 8, completionDate: "2026-02-20" });
    // Its reporting period ended two weeks ago with credits missing.
    const overdue = await dated(agent, "Pharmacy Tech", {
      reportingPeriodEnd: "2026-02-15",
      expirationDate: "2026-06-30",
      creditsRequired: 10,
    });
    await addCredit(agent, overdue.id, { credits: 5, completionDate: "2026-01-10" });
    await dated(agent, "No dates", { creditsRequired: 10 });
    await dated(agent, "Inactive", { creditsRequired: 10, status: "inactive" });

    const dashboard = await dashboardOf(agent);
    // The 90-day window stays as the spec defines it: the RN is not an upcoming deadline.
    expect(dashboard.upcomingDeadlines.map((row) => row.name)).toEqual(["BLS"]);
    expect(dashboard.needsAttention.map((row) => row.name)).toEqual([
      "Pharmacy Tech",
      "RN License",
      "Case Manager",
      "No dates",
    ]);
    const [first, second, third, last] = dashboard.needsAttention;
    expect(first).toMatchObject({
      creditsDue: "2026-02-15",
      status: "In Progress",
      reasons: ["Overdue: 5 of 10 hours still missing, due 14 days ago"],
    });
    expect(second).toMatchObject({
      id: rn.id,
      creditsDue: "2026-08-01",
      expirationDate: "2026-08-01",
      creditsNeeded: 30,
      creditsEarned: 8,
      creditsMissing: 22,
      categoriesMissing: [{ name: "Implicit Bias", missing: 1 }],
      creditsUnit: "contact hours",
      status: "At Risk",
      pace: { behind: true },
    });
    expect(second?.reasons).toEqual([
      "At Risk: 22 of 30 contact hours still missing, due in 5 months (Aug 1, 2026)",
      expect.stringMatching(
        /^Behind your pace plan: at your pace so far you would finish around .+, after the deadline; 4\.5 contact hours a month from now on finishes on time$/,
      ),
    ]);
    expect(third).toMatchObject({
      status: "In Progress",
      reasons: [
        "Behind your pace plan: at your pace of the last 90 days you would not finish, due in 9 months (Dec 1, 2026); 0.5 hours a month from now on finishes on time",
      ],
    });
    expect(last).toMatchObject({
      creditsDue: null,
      reasons: ["At Risk: 10 of 10 hours still missing"],
    });
  });

  it("says which upcoming deadlines ask for no CE at all, with their expiration date", async () => {
    const { agent } = await premium();
    await dated(agent, "BLS", { expirationDate: "2026-04-10", creditsRequired: 0 });
    await dated(agent, "Ethics only", {
      reportingPeriodEnd: "2026-04-20",
      expirationDate: "2027-04-20",
      creditsRequired: 0,
      requirements: { categories: [{ name: "Ethics", kind: "minimum", credits: 2 }] },
    });
    const rows = (await dashboardOf(agent)).upcomingDeadlines;
    expect(rows.map((row) => [row.name, row.ceRequired, row.expirationDate, row.status])).toEqual([
      ["BLS", false, "2026-04-10", "Completed"],
      ["Ethics only", true, "2027-04-20", "At Risk"],
    ]);
  });

  it("answers in at most 3 queries in all, as many for 40 certifications with credits and activity as for 2", async () => {
    const queriesFor = async (agent: Agent) => {
      await dashboardOf(agent); // any session refresh happens here, not in the counted call
      // Reminder sweeps started by earlier changes run in the background on the same database.
      await t.app.remindersSettled();
      queries = 0;
      const dashboard = await dashboardOf(agent);
      return { count: queries, dashboard };
    };
    const seed = async (howMany: number) => {
      const { user, agent } = await premium();
      for (let n = 0; n < howMany; n += 1) {
        const row = await insertCertification(t.db, user.id, {
          name: `Seeded ${String(n).padStart(2, "0")}`,
          expirationDate: `2026-04-${String((n % 28) + 1).padStart(2, "0")}`,
          creditsRequired: 10,
          creditsEarned: 3,
          creditsMissing: 7,
        });
        // Completed on 10 January, inside the pace window: the pace plan reads them.
        await insertCredits(t.db, row.id, [1, 2]);
        await t.db
          .insert(activities)
          .values({ userId: user.id, certificationId: row.id, type: "added", title: row.name });
      }
      return agent;
    };
    const few = await queriesFor(await seed(2));
    const many = await queriesFor(await seed(40));
    expect(few.dashboard).toMatchObject({ totalCertifications: 2, deadlinesIn90Days: 2 });
    expect(many.dashboard).toMatchObject({ totalCertifications: 40, deadlinesIn90Days: 40 });
    expect(many.dashboard.upcomingDeadlines).toHaveLength(5);
    expect(many.dashboard.recentActivity).toHaveLength(5);
    for (const { dashboard } of [few, many]) {
      expect(dashboard.upcomingDeadlines[0]).toMatchObject({
        creditsMissing: 7,
        // Its 3 hours of the last 90 days, a month at a time.
        pace: { recentPerMonth: 1.01, creditsMissing: 7 },
      });
    }
    // The session, its user and the dashboard's own statement.
    expect(few.count).toBeGreaterThan(0);
    expect(few.count).toBeLessThanOrEqual(3);
    expect(many.count).toBe(few.count);
  });
});

describe("GET /api/calendar", () => {
  async function withEvents() {
    const { agent } = await signedIn(t);
    const certification = await dated(agent, "Nursing", {
      receivedDate: "2026-02-27",
      reportingPeriodEnd: "2026-03-10",
      expirationDate: "2026-03-20",
    });
    const credit = await addCredit(agent, certification.id, {
      title: "Wound care",
      completionDate: "2026-03-01",
    });
    return { agent, id: certification.id, creditId: credit.id };
  }

  it("answers deadlines, renewals and credits in the range, both ends included", async () => {
    const { agent, id, creditId } = await withEvents();
    const response = await agent.get("/api/calendar?from=2026-02-27&to=2026-03-20");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: `received-${id}`,
        title: "Nursing received",
        date: "2026-02-27",
        type: "renewal",
        certificationId: id,
      },
      {
        id: `credit-${creditId}`,
        title: "Wound care (Nursing)",
        date: "2026-03-01",
        type: "other",
        certificationId: id,
      },
      {
        id: `reporting-period-end-${id}`,
        title: "Nursing reporting period ends",
        date: "2026-03-10",
        type: "deadline",
        certificationId: id,
      },
      {
        id: `expiration-${id}`,
        title: "Nursing expires",
        date: "2026-03-20",
        type: "deadline",
        certificationId: id,
      },
    ]);
  });

  it("shows one event when a certification expires the day its reporting period ends", async () => {
    const { agent } = await signedIn(t);
    const bls = await dated(agent, "BLS", {
      expirationDate: "2026-03-13",
      reportingPeriodEnd: "2026-03-13",
      creditsRequired: 4,
    });
    const response = await agent.get("/api/calendar?from=2026-03-01&to=2026-03-31");
    expect(response.json()).toEqual([
      {
        id: `expiration-${bls.id}`,
        title: "BLS expires and its reporting period ends",
        date: "2026-03-13",
        type: "deadline",
        certificationId: bls.id,
      },
    ]);
  });

  it("leaves out the events just outside the range", async () => {
    const { agent, id, creditId } = await withEvents();
    const inner = await agent.get("/api/calendar?from=2026-02-28&to=2026-03-19");
    expect(inner.json<{ id: string }[]>().map((event) => event.id)).toEqual([
      `credit-${creditId}`,
      `reporting-period-end-${id}`,
    ]);
    const oneDay = await agent.get("/api/calendar?from=2026-03-20&to=2026-03-20");
    expect(oneDay.json<{ id: string }[]>().map((event) => event.id)).toEqual([`expiration-${id}`]);
    expect((await agent.get("/api/calendar?from=2026-03-21&to=2026-04-30")).json()).toEqual([]);
  });

  it.each([
    [
      "a range over 62 days",
      "from=2026-01-01&to=2026-03-05",
      `to: The range can be at most ${calendarMaxRangeDays} days`,
    ],
    ["to before from", "from=2026-03-10&to=2026-03-09", "to: to cannot be before from"],
    ["an impossible date", "from=2026-02-30&to=2026-03-05", `from: ${calendarDateMessage}`],
    ["a missing end", "from=2026-03-01", "to: to is required"],
  ])("refuses %s with 400", async (_case, query, message) => {
    const { agent } = await signedIn(t);
    const response = await agent.get(`/api/calendar?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("accepts a range of exactly 62 days", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/calendar?from=2026-01-01&to=2026-03-04")).statusCode).toBe(200);
  });
});

describe("GET /api/activities", () => {
  it("answers the user's activity newest first with every field", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent, { name: "PMP", provider: "PMI" });
    t.clock.advance({ minutes: 1 });
    await addCredit(agent, certification.id, { title: "Agile basics", credits: 2 });
    t.clock.advance({ minutes: 1 });
    await agent.post(`/api/certifications/${certification.id}/renew`, { creditsRequired: 60 });

    const { rows, total } = await getList<Activity>(agent, "/api/activities");
    expect(total).toBe(3);
    const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
    const about = { id: expect.any(Number), certificationId: certification.id };
    expect(rows).toEqual([
      {
        ...about,
        type: "renewed",
        title: "Renewed PMP",
        detail: "Cycle 2 started; 2 of 30 hours earned in cycle 1",
        date: at(2),
      },
      {
        ...about,
        type: "credit_added",
        title: "Added 2 hours to PMP",
        detail: "Agile basics",
        date: at(1),
      },
      { ...about, type: "added", title: "Added PMP", detail: "PMI", date: at(0) },
    ]);
  });

  it("pages the feed with x-total-count", async () => {
    const { agent } = await premium();
    for (let n = 1; n <= 7; n += 1) {
      t.clock.advance({ minutes: 1 });
      await dated(agent, `Cert ${n}`);
    }
    const page = async (n: number) => {
      const { rows, total } = await getList<Activity>(
        agent,
        `/api/activities?pageSize=3&page=${n}`,
      );
      return { titles: rows.map((row) => row.title.replace("Added ", "")), total };
    };
    expect(await page(1)).toEqual({ titles: ["Cert 7", "Cert 6", "Cert 5"], total: 7 });
    expect(await page(2)).toEqual({ titles: ["Cert 4", "Cert 3", "Cert 2"], total: 7 });
    expect(await page(3)).toEqual({ titles: ["Cert 1"], total: 7 });
    expect(await page(4)).toEqual({ titles: [], total: 7 });
    expect((await agent.get("/api/activities?pageSize=101")).statusCode).toBe(400);
  });

  it("answers 401 to anyone signed out, as do the dashboard and calendar", async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get("/api/activities")).statusCode).toBe(401);
    expect((await anonymous.get("/api/dashboard")).statusCode).toBe(401);
    expect((await anonymous.get("/api/calendar?from=2026-03-01&to=2026-03-31")).statusCode).toBe(
      401,
    );
  });
});
