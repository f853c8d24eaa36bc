import type { CycleReport } from "@common/reports";
import { describe, expect, it } from "vitest";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, pdf, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const premium = () =>
  signedIn(t, { subscriptionStatus: "active", firstName: "Ana", lastName: "Reyes" });

async function reportOf(agent: Agent, id: number, query = ""): Promise<CycleReport> {
  const url = `/api/reports/certifications/${id}${query}`;
  const response = await agent.get(url);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<CycleReport>();
}

const requirements = {
  categories: [
    { name: "Ethics", kind: "minimum", credits: 2 },
    { name: "Self-study", kind: "cap", credits: 10 },
  ],
  carryOver: null,
};

describe("GET /api/reports/certifications/:id", () => {
  it("answers the current cycle's totals against required, what each category still misses, and every credit's verdict", async () => {
    const { agent } = await premium();
    const certification = await addCertification(agent, {
      name: "Registered Nurse",
      licenseNumber: "RN-448812",
      requirements,
    });
    await addCredit(agent, certification.id, {
      title: "Wound care modules",
      provider: "Nurse CE Online",
      credits: 12,
      completionDate: "2025-04-10",
      categories: ["Self-study"],
    });
    const ethics = await addCredit(agent, certification.id, {
      title: "Ethics in practice",
      credits: 1,
      completionDate: "2025-09-02",
      categories: ["Ethics"],
    });
    await sendRaw(agent, `/api/credits/${ethics.id}/certificate`, pdf, "application/pdf");
    await addCredit(agent, certification.id, {
      title: "Sepsis update",
      credits: 5.5,
      completionDate: "2026-01-20",
    });

    const report = await reportOf(agent, certification.id);
    expect(report).toMatchObject({
      holder: { name: "Ana Reyes" },
      certification: {
        id: certification.id,
        name: "Registered Nurse",
        licenseNumber: "RN-448812",
        creditsUnit: "hours",
      },
      cycle: 1,
      current: true,
      reportingPeriodStart: "2024-01-15",
      reportingPeriodEnd: "2026-09-30",
      daysLeft: 213,
      producedOn: "2026-03-01",
    });
    // 12 self-study hours, capped at 10; 1 ethics hour of the 2 required; 5.5 general.
    expect(report.progress).toMatchObject({
      creditsRequired: 30,
      earned: 18.5,
      cutOff: 2,
      counted: 16.5,
      creditsMissing: 13.5,
      categoriesMissing: [{ name: "Ethics", missing: 1 }],
    });
    expect(
      report.progress.categories.map(({ name, counted, missing, cutOff }) => ({
        name,
        counted,
        missing,
        cutOff,
      })),
    ).toEqual([
      { name: "Ethics", counted: 1, missing: 1, cutOff: 0 },
      { name: "Self-study", counted: 10, missing: 0, cutOff: 2 },
    ]);
    expect(
      report.credits.map(({ title, provider, counted, certificate }) => ({
        title,
        provider,
        counted,
        certificate: certificate?.fileName ?? null,
      })),
    ).toEqual([
      { title: "Wound care modules", provider: "Nurse CE Online", counted: 10, certificate: null },
      {
        title: "Ethics in practice",
        provider: null,
        counted: 1,
        certificate: "2025-09-02 Ethics in practice.pdf",
      },
      { title: "Sepsis update", provider: null, counted: 5.5, certificate: null },
    ]);
    expect(report.credits[0]?.explanation).toMatch(/cap is 10/);
    // The chart runs over the whole reporting period, Jan 2024 to Sep 2026.
    expect(report.months).toHaveLength(33);
    expect(report.months[0]).toMatchObject({ month: "2024-01", cumulative: 0 });
    // The running total stops at today (1 March 2026): the months to come have only the pace.
    expect(report.months.find((month) => month.month === "2026-03")).toMatchObject({
      cumulative: 16.5,
    });
    expect(report.months.filter((month) => month.month > "2026-03")).toHaveLength(6);
    expect(
      report.months.filter((month) => month.month > "2026-03" && month.cumulative !== null),
    ).toEqual([]);
    expect(report.months.at(-1)).toMatchObject({
      month: "2026-09",
      cumulative: null,
      requiredPace: 30,
    });
    expect(report.months.find((month) => month.month === "2025-04")).toMatchObject({
      credits: 10,
      cumulative: 10,
    });
    expect(report.cycles).toEqual([
      {
        cycle: 1,
        current: true,
        reportingPeriodStart: "2024-01-15",
        reportingPeriodEnd: "2026-09-30",
        expirationDate: "2026-09-30",
      },
    ]);
  });

  it("explains the carry-over into the current cycle and still answers the past cycle after a renewal", async () => {
    const { agent } = await premium();
    const certification = await addCertification(agent, {
      name: "Professional Engineer",
      receivedDate: "2024-03-01",
      expirationDate: "2026-02-28",
      reportingPeriodStart: "2024-03-01",
      reportingPeriodEnd: "2026-02-28",
      creditsRequired: 20,
    });
    await addCredit(agent, certification.id, {
      title: "Structural codes",
      credits: 18,
      completionDate: "2025-01-10",
    });
    await addCredit(agent, certification.id, {
      title: "Bridge inspection",
      credits: 6,
      completionDate: "2026-02-01",
    });
    const renewal = await agent.post(`/api/certifications/${certification.id}/renew`, {
      receivedDate: "2026-03-01",
      expirationDate: "2028-02-29",
      reportingPeriodStart: "2026-03-01",
      reportingPeriodEnd: "2028-02-29",
      creditsRequired: 20,
      requirements: { categories: [], carryOver: { maxCredits: 5, lastDays: 90 } },
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    await addCredit(agent, certification.id, {
      title: "Geotechnical basics",
      credits: 3,
      completionDate: "2026-03-01",
    });

    const current = await reportOf(agent, certification.id);
    expect(current).toMatchObject({ cycle: 2, current: true, daysLeft: 730 });
    // 24 earned against 20 in cycle 1, all 4 beyond it in its last 90 days: 4 carry over.
    expect(current.progress).toMatchObject({ carriedOver: 4, counted: 7, creditsMissing: 13 });
    expect(current.progress.explanation).toContain(
      "4 hours carried over from the previous cycle (at most 5, earned beyond its requirement in its last 90 days)",
    );
    expect(current.credits.map((credit) => credit.title)).toEqual(["Geotechnical basics"]);
    // The running total starts from what was carried over.
    expect(current.months[0]).toMatchObject({ month: "2026-03", credits: 3, cumulative: 7 });
    expect(current.cycles.map(({ cycle, current }) => ({ cycle, current }))).toEqual([
      { cycle: 2, current: true },
      { cycle: 1, current: false },
    ]);

    const past = await reportOf(agent, certification.id, "?cycle=1");
    expect(past).toMatchObject({
      cycle: 1,
      current: false,
      daysLeft: null,
      reportingPeriodStart: "2024-03-01",
      reportingPeriodEnd: "2026-02-28",
    });
    expect(past.progress).toMatchObject({
      creditsRequired: 20,
      counted: 24,
      carriedOver: 0,
      creditsMissing: 0,
    });
    expect(past.credits.map((credit) => credit.title)).toEqual([
      "Structural codes",
      "Bridge inspection",
    ]);
    expect(past.months.at(-1)).toMatchObject({
      month: "2026-02",
      cumulative: 24,
      requiredPace: 20,
    });
  });

  it("narrows the credits and the months to the date range, never the totals", async () => {
    const { agent } = await premium();
    const certification = await addCertification(agent);
    await addCredit(agent, certification.id, {
      title: "January",
      credits: 4,
      completionDate: "2025-01-15",
    });
    await addCredit(agent, certification.id, {
      title: "June",
      credits: 2,
      completionDate: "2025-06-30",
    });
    await addCredit(agent, certification.id, {
      title: "Next January",
      credits: 3,
      completionDate: "2026-01-05",
    });

    const report = await reportOf(agent, certification.id, "?from=2025-06-01&to=2025-12-31");
    expect(report.credits.map((credit) => credit.title)).toEqual(["June"]);
    expect(report.months.map((month) => month.month)).toEqual([
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
    ]);
    // The running total counts the credits before the range, so it still reads against the pace.
    expect(report.months[0]).toMatchObject({ credits: 2, cumulative: 6 });
    expect(report.progress).toMatchObject({ counted: 9, creditsMissing: 21 });
    expect(report.progress.credits).toHaveLength(3);

    const from = await reportOf(agent, certification.id, "?from=2026-01-01");
    expect(from.credits.map((credit) => credit.title)).toEqual(["Next January"]);
    expect(from.months[0]?.month).toBe("2026-01");
    expect(from.months.at(-1)?.month).toBe("2026-09");
  });

  it("answers 404 for another user's certification and for a cycle the certification does not have", async () => {
    const { agent } = await premium();
    const { agent: other } = await premium();
    const theirs = await addCertification(other, { name: "Their license" });
    const mine = await addCertification(agent);

    for (const url of [
      `/api/reports/certifications/${theirs.id}`,
      `/api/reports/certifications/${theirs.id}?cycle=1`,
      `/api/reports/certifications/${mine.id}?cycle=2`,
      `/api/reports/certifications/${mine.id + theirs.id + 1000}`,
    ]) {
      const response = await agent.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("Their license");
    }
  });

  it("refuses dates that are not calendar dates and a cycle that is not a whole number from 1", async () => {
    const { agent } = await premium();
    const mine = await addCertification(agent);
    for (const query of [
      "?from=2025-02-30",
      "?to=yesterday",
      "?from=2025-1-1",
      "?cycle=0",
      "?cycle=1.5",
      "?cycle=two",
    ]) {
      const response = await agent.get(`/api/reports/certifications/${mine.id}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/^(from|to|cycle)/);
    }
  });

  it("refuses a user without premium", async () => {
    const { agent } = await signedIn(t);
    const mine = await addCertification(agent);
    const response = await agent.get(`/api/reports/certifications/${mine.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ upgradeUrl: "/subscribe" });
  });
});
