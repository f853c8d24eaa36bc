import { calendarDateMessage } from "@common/certifications/calendar-date";
import { type Certification, certificationMessages } from "@common/certifications/certification";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activities,
  certificationCycles,
  creditCertifications,
  educationCredits,
} from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  certificationForm,
  certificationRowsOf,
  fileRowsOf,
  getList,
  pdf,
  png,
  sendRaw,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

// The free plan, logos and renewals are in free-plan.test.ts, certification-logo.test.ts and
// certification-renewal.test.ts.

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const premium = () => signedIn(t, { subscriptionStatus: "active" });

const certificationsOf = (userId: number) => certificationRowsOf(t.db, userId);

const filesOf = (userId: number) => fileRowsOf(t.db, userId);

async function names(agent: Agent, query: string) {
  const { rows } = await getList<Certification>(agent, `/api/certifications?${query}`);
  return rows.map((row) => row.name);
}

describe("GET /api/certifications", () => {
  it("lists the user's certifications with every field and x-total-count", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    const response = await agent.get("/api/certifications");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("1");
    expect(response.json()).toEqual([
      {
        id: created.id,
        ...certificationForm(),
        creditsEarned: 0,
        creditsMissing: 30,
        categoriesMissing: [],
        requirements: { categories: [], carryOver: null },
        document: null,
        licenseNumber: null,
        issuingBody: null,
        jurisdiction: null,
        renewalUrl: null,
        renewalFee: null,
        logo: null,
        cycle: 1,
        ruleSet: null,
        deadlineStatus: "At Risk",
        createdAt: now,
        updatedAt: now,
      },
    ]);
  });

  it("pages the list, counting all pages, and answers an empty page past the end", async () => {
    const { agent } = await premium();
    for (const name of ["Echo", "Alpha", "Delta", "Bravo", "Charlie"]) {
      await addCertification(agent, { name });
    }
    const page = (n: number) =>
      getList<Certification>(agent, `/api/certifications?sort=name&pageSize=2&page=${n}`);
    expect((await page(1)).rows.map((row) => row.name)).toEqual(["Alpha", "Bravo"]);
    expect((await page(2)).rows.map((row) => row.name)).toEqual(["Charlie", "Delta"]);
    expect(await page(3)).toMatchObject({ rows: [{ name: "Echo" }], total: 5 });
    expect(await page(4)).toEqual({ rows: [], total: 5 });
    expect((await agent.get("/api/certifications?pageSize=101")).statusCode).toBe(400);
    expect((await agent.get("/api/certifications?page=0")).statusCode).toBe(400);
  });

  it("searches name and provider, case-insensitively, with % and _ taken literally", async () => {
    const { agent } = await premium();
    await addCertification(agent, { name: "Nursing License", provider: "State Board" });
    await addCertification(agent, { name: "CPR", provider: "American Red Cross" });
    await addCertification(agent, { name: "100% Compliance", provider: null });
    await addCertification(agent, { name: "Food_Safety", provider: "County" });
    expect(await names(agent, "search=nURS")).toEqual(["Nursing License"]);
    expect(await names(agent, "search=red%20cross")).toEqual(["CPR"]);
    expect(await names(agent, "search=%25")).toEqual(["100% Compliance"]);
    expect(await names(agent, "search=100%25")).toEqual(["100% Compliance"]);
    expect(await names(agent, "search=_")).toEqual(["Food_Safety"]);
    const { total } = await getList(agent, "/api/certifications?search=zzz");
    expect(total).toBe(0);
  });

  it("filters by status", async () => {
    const { agent } = await premium();
    for (const status of ["active", "inactive", "expired", "active"]) {
      await addCertification(agent, { name: `${status} one`, status });
    }
    expect(await getList(agent, "/api/certifications?status=active")).toMatchObject({ total: 2 });
    expect(await names(agent, "status=inactive")).toEqual(["inactive one"]);
    expect(await names(agent, "status=expired")).toEqual(["expired one"]);
    expect((await agent.get("/api/certifications?status=lapsed")).statusCode).toBe(400);
  });

  it("filters by progress exactly at the edges of each status", async () => {
    const { agent } = await premium();
    for (const earned of [39, 40, 74, 75, 99, 100]) {
      const certification = await addCertification(agent, {
        name: `Earned ${earned}`,
        creditsRequired: 100,
      });
      await addCredit(agent, certification.id, { credits: earned });
    }
    await addCertification(agent, { name: "Nothing required", creditsRequired: 0 });
    const byProgress = async (progress: string) => {
      const { rows } = await getList<Certification>(
        agent,
        `/api/certifications?sort=name&progress=${encodeURIComponent(progress)}`,
      );
      for (const row of rows) expect(row.deadlineStatus).toBe(progress);
      return rows.map((row) => row.name);
    };
    expect(await byProgress("At Risk")).toEqual(["Earned 39"]);
    expect(await byProgress("In Progress")).toEqual(["Earned 40", "Earned 74"]);
    expect(await byProgress("On Track")).toEqual(["Earned 75", "Earned 99"]);
    expect(await byProgress("Completed")).toEqual(["Earned 100", "Nothing required"]);
  });

  it("sorts by deadline (expiration, else reporting period end; undated last) or by name", async () => {
    const { agent } = await premium();
    const dates = { receivedDate: null, reportingPeriodStart: null };
    await addCertification(agent, {
      ...dates,
      name: "alpha",
      expirationDate: null,
      reportingPeriodEnd: null,
    });
    await addCertification(agent, {
      ...dates,
      name: "Bravo",
      expirationDate: "2026-06-01",
      reportingPeriodEnd: null,
    });
    await addCertification(agent, {
      ...dates,
      name: "charlie",
      expirationDate: null,
      reportingPeriodEnd: "2026-04-01",
    });
    // Its reporting period ends first, but its expiration date is the deadline that sorts it.
    await addCertification(agent, {
      ...dates,
      name: "Delta",
      expirationDate: "2026-05-01",
      reportingPeriodEnd: "2026-03-15",
    });
    const byDeadline = ["charlie", "Delta", "Bravo", "alpha"];
    expect(await names(agent, "")).toEqual(byDeadline);
    expect(await names(agent, "sort=deadline")).toEqual(byDeadline);
    expect(await names(agent, "sort=name")).toEqual(["alpha", "Bravo", "charlie", "Delta"]);
  });
});

describe("POST /api/certifications", () => {
  it("answers 201 with the defaults and records an 'added' activity", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.post("/api/certifications", { name: "  CPR  " });
    expect(response.statusCode).toBe(201);
    const created = response.json<Certification>();
    expect(created).toMatchObject({
      name: "CPR",
      provider: null,
      receivedDate: null,
      expirationDate: null,
      creditsRequired: 0,
      creditsEarned: 0,
      creditsUnit: "hours",
      status: "active",
      cycle: 1,
      logo: null,
      deadlineStatus: "Completed",
    });
    expect(await certificationsOf(user.id)).toMatchObject([{ id: created.id, name: "CPR" }]);
    const { rows } = await getList(agent, "/api/activities");
    expect(rows).toMatchObject([
      { type: "added", title: "Added CPR", certificationId: created.id },
    ]);
  });

  it.each([
    ["a missing name", { name: undefined }, `name: ${certificationMessages.nameRequired}`],
    ["a blank name", { name: "   " }, `name: ${certificationMessages.nameRequired}`],
    [
      "negative credits",
      { creditsRequired: -1 },
      `creditsRequired: ${certificationMessages.creditsRequired}`,
    ],
    [
      "credits with three decimal places",
      { creditsRequired: 2.555 },
      `creditsRequired: ${certificationMessages.creditsRequired}`,
    ],
    ["an impossible date", { receivedDate: "2025-02-30" }, `receivedDate: ${calendarDateMessage}`],
    [
      "an expiration before the received date",
      { receivedDate: "2025-06-01", expirationDate: "2025-05-31" },
      `expirationDate: ${certificationMessages.expirationBeforeReceived}`,
    ],
    [
      "a reporting period ending before it starts",
      { reportingPeriodStart: "2025-06-01", reportingPeriodEnd: "2025-05-31" },
      `reportingPeriodEnd: ${certificationMessages.periodEndBeforeStart}`,
    ],
  ])("refuses %s with 400 and saves nothing", async (_case, overrides, message) => {
    const { user, agent } = await signedIn(t);
    const response = await agent.post("/api/certifications", certificationForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await certificationsOf(user.id)).toEqual([]);
  });
});

describe("GET, PUT and DELETE /api/certifications/:id", () => {
  it("reads one certification with its (still empty) past cycles", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    const response = await agent.get(`/api/certifications/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      progress: expect.objectContaining({ creditsRequired: 30, counted: 0, creditsMissing: 30 }),
      pace: expect.objectContaining({ deadline: "2026-09-30", creditsMissing: 30 }),
      pastCycles: [],
    });
    expect((await agent.get("/api/certifications/2147483647")).statusCode).toBe(404);
  });

  it("replaces the whole form, keeping credits, cycle and logo", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    await addCredit(agent, created.id, { credits: 12 });
    const logo = (
      await sendRaw(agent, `/api/certifications/${created.id}/logo`, png, "image/png")
    ).json<Certification>().logo;
    t.clock.advance({ minutes: 5 });
    const form = {
      name: "RN (Compact)",
      creditsRequired: 24,
      status: "inactive",
      creditsUnit: "contact hours",
    };
    const response = await agent.put(`/api/certifications/${created.id}`, form);
    expect(response.statusCode).toBe(200);
    const expected = {
      ...created,
      ...form,
      provider: null,
      receivedDate: null,
      expirationDate: null,
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      creditsEarned: 12,
      creditsMissing: 12,
      deadlineStatus: "In Progress",
      logo,
      updatedAt: t.clock.now().toISOString(),
    };
    expect(response.json()).toEqual(expected);
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toEqual({
      ...expected,
      progress: expect.objectContaining({ creditsRequired: 24, counted: 12, creditsMissing: 12 }),
      pace: null,
      pastCycles: [],
    });
  });

  it("refuses an invalid form with the field's message and leaves the row as it was", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const before = await certificationsOf(user.id);
    const response = await agent.put(
      `/api/certifications/${created.id}`,
      certificationForm({ receivedDate: "2026-01-02", expirationDate: "2026-01-01" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `expirationDate: ${certificationMessages.expirationBeforeReceived}`,
    });
    expect(await certificationsOf(user.id)).toEqual(before);
  });

  it("deletes the certification with its credits, cycles, files and activity (204)", async () => {
    const { user, agent } = await signedIn(t);
    const kept = await addCertification(agent, { name: "Kept" });
    await addCredit(agent, kept.id);
    const doomed = await addCertification(agent, { name: "Doomed", creditsRequired: 2 });
    await sendRaw(agent, `/api/certifications/${doomed.id}/logo`, png, "image/png");
    const first = await addCredit(agent, doomed.id, { credits: 2 });
    await sendRaw(agent, `/api/credits/${first.id}/certificate?name=a.pdf`, pdf, "application/pdf");
    await agent.post(`/api/certifications/${doomed.id}/renew`, { creditsRequired: 5 });
    const second = await addCredit(agent, doomed.id);
    await sendRaw(agent, `/api/credits/${second.id}/certificate?name=b.png`, png, "image/png");
    expect(await filesOf(user.id)).toHaveLength(3);

    const response = await agent.delete(`/api/certifications/${doomed.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await agent.get(`/api/certifications/${doomed.id}`)).statusCode).toBe(404);
    expect(await certificationsOf(user.id)).toMatchObject([{ id: kept.id }]);
    const credits = await t.db.select().from(educationCredits);
    const shares = await t.db.select().from(creditCertifications);
    expect(shares.filter((share) => share.certificationId === doomed.id)).toEqual([]);
    expect(shares.filter((share) => share.certificationId === kept.id)).toHaveLength(1);
    expect(credits.map((credit) => credit.id)).toEqual(shares.map((share) => share.creditId));
    const cycles = await t.db
      .select()
      .from(certificationCycles)
      .where(eq(certificationCycles.certificationId, doomed.id));
    expect(cycles).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
    const left = await t.db
      .select()
      .from(activities)
      .where(eq(activities.userId, user.id))
      .orderBy(activities.id);
    expect(left.map((row) => [row.type, row.certificationId])).toEqual([
      ["added", kept.id],
      ["credit_added", kept.id],
    ]);
    expect((await agent.delete(`/api/certifications/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe("guards", () => {
  it("refuses a change without the x-csrf-token header (403)", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const post = await agent.send("POST", "/api/certifications", certificationForm());
    expect(post.statusCode).toBe(403);
    const put = await agent.send(
      "PUT",
      `/api/certifications/${created.id}`,
      certificationForm({ name: "Changed" }),
    );
    expect(put.statusCode).toBe(403);
    expect((await agent.send("DELETE", `/api/certifications/${created.id}`)).statusCode).toBe(403);
    expect(await certificationsOf(user.id)).toMatchObject([
      { id: created.id, name: "Registered Nurse" },
    ]);
  });

  it("answers 401 when signed out", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    const anonymous = new Agent(t.app);
    expect((await anonymous.get("/api/certifications")).statusCode).toBe(401);
    expect((await anonymous.get("/api/certifications/allowance")).statusCode).toBe(401);
    expect((await anonymous.get(`/api/certifications/${created.id}`)).statusCode).toBe(401);
    expect((await anonymous.post("/api/certifications", certificationForm())).statusCode).toBe(401);
    expect(
      (await anonymous.post(`/api/certifications/${created.id}/renew`, { creditsRequired: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await anonymous.delete(`/api/certifications/${created.id}`)).statusCode).toBe(401);
    expect(
      (await sendRaw(anonymous, `/api/certifications/${created.id}/logo`, png, "image/png"))
        .statusCode,
    ).toBe(401);
    expect((await agent.get(`/api/certifications/${created.id}`)).statusCode).toBe(200);
  });
});
