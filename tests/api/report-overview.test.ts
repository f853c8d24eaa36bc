import type { ReportOverviewRow } from "@common/reports";
import { describe, expect, it } from "vitest";
import { insertCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

async function overviewOf(agent: Awaited<ReturnType<typeof signedIn>>["agent"]) {
  const response = await agent.get("/api/reports/overview");
  expect(response.statusCode).toBe(200);
  return response.json<ReportOverviewRow[]>();
}

describe("GET /api/reports/overview", () => {
  it("answers what is still missing as the certification's progress stores it, decimals and categories included", async () => {
    const { user, agent } = await signedIn(t, { subscriptionStatus: "active" });
    // 30 required, 30 counted, but the ethics minimum is 2 short: 2 still missing.
    await insertCertification(t.db, user.id, {
      name: "RN",
      expirationDate: "2026-03-31",
      creditsRequired: 30,
      creditsEarned: 30,
      creditsMissing: 2,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
    });
    await insertCertification(t.db, user.id, {
      name: "CCRN",
      reportingPeriodEnd: "2026-02-20",
      creditsRequired: 25,
      creditsEarned: 18.5,
      creditsMissing: 6.5,
    });
    await insertCertification(t.db, user.id, { name: "BLS", creditsRequired: 4, creditsEarned: 4 });

    const rows = await overviewOf(agent);
    expect(
      rows.map((row) => ({
        name: row.certification.name,
        deadline: row.deadline,
        daysLeft: row.daysLeft,
        creditsMissing: row.creditsMissing,
        categoriesMissing: row.categoriesMissing,
        status: row.certification.deadlineStatus,
      })),
    ).toEqual([
      {
        name: "CCRN",
        deadline: { date: "2026-02-20", type: "reportingPeriodEnd" },
        daysLeft: -9,
        creditsMissing: 6.5,
        categoriesMissing: [],
        status: "In Progress",
      },
      {
        name: "RN",
        deadline: { date: "2026-03-31", type: "expiration" },
        daysLeft: 30,
        creditsMissing: 2,
        categoriesMissing: [{ name: "Ethics", missing: 2 }],
        status: "On Track",
      },
      {
        name: "BLS",
        deadline: null,
        daysLeft: null,
        creditsMissing: 0,
        categoriesMissing: [],
        status: "Completed",
      },
    ]);
  });

  it("lists the most urgent first: credits still missing by soonest deadline, then complete ones, inactive last", async () => {
    const { user, agent } = await signedIn(t, { subscriptionStatus: "active" });
    // A new RN: her license expires in 5 months with all 30 contact hours to earn; her BLS card
    // expires in 40 days and asks for no CE.
    await insertCertification(t.db, user.id, { name: "BLS", expirationDate: "2026-04-10" });
    await insertCertification(t.db, user.id, {
      name: "Registered Nurse",
      expirationDate: "2026-08-01",
      creditsRequired: 30,
      creditsMissing: 30,
    });
    await insertCertification(t.db, user.id, {
      name: "ACLS",
      status: "inactive",
      expirationDate: "2026-03-05",
      creditsRequired: 8,
      creditsMissing: 8,
    });
    await insertCertification(t.db, user.id, {
      name: "Case Management",
      creditsRequired: 10,
      creditsMissing: 4,
    });
    await insertCertification(t.db, user.id, {
      name: "Public Health Nurse",
      reportingPeriodEnd: "2026-06-30",
      creditsRequired: 12,
      creditsMissing: 0.5,
    });

    expect((await overviewOf(agent)).map((row) => row.certification.name)).toEqual([
      "Public Health Nurse",
      "Registered Nurse",
      "Case Management",
      "BLS",
      "ACLS",
    ]);
  });

  it("lists only the caller's certifications", async () => {
    const { user, agent } = await signedIn(t, { subscriptionStatus: "active" });
    const { user: other } = await signedIn(t);
    await insertCertification(t.db, user.id, { name: "Mine" });
    await insertCertification(t.db, other.id, { name: "Not mine" });
    expect((await overviewOf(agent)).map((row) => row.certification.name)).toEqual(["Mine"]);
  });
});
