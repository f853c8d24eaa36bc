import type { Activity } from "@common/certifications/activity";
import {
  type CertificationDetail,
  certificationMessages,
} from "@common/certifications/certification";
import { type Credit, creditMessages } from "@common/certifications/credit";
import { describe, expect, it } from "vitest";
import { addCertification, addCredit, getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

describe("POST /api/certifications/:id/renew", () => {
  const nextCycle = {
    receivedDate: "2026-02-01",
    expirationDate: "2028-01-31",
    reportingPeriodStart: "2026-02-01",
    reportingPeriodEnd: "2028-01-31",
    creditsRequired: 24,
  };

  it("keeps the finished cycle and its credits, and starts the next at 0", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, { creditsRequired: 20, status: "expired" });
    const older = await addCredit(agent, created.id, { credits: 8, completionDate: "2025-03-01" });
    const newer = await addCredit(agent, created.id, { credits: 5, completionDate: "2025-09-01" });
    t.clock.advance({ days: 1 });
    const renewedAt = t.clock.now().toISOString();

    const response = await agent.post(`/api/certifications/${created.id}/renew`, nextCycle);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...nextCycle,
      cycle: 2,
      creditsEarned: 0,
      status: "active",
      deadlineStatus: "At Risk",
    });
    const detail = (
      await agent.get(`/api/certifications/${created.id}`)
    ).json<CertificationDetail>();
    expect(detail.pastCycles).toEqual([
      {
        cycle: 1,
        receivedDate: created.receivedDate,
        expirationDate: created.expirationDate,
        reportingPeriodStart: created.reportingPeriodStart,
        reportingPeriodEnd: created.reportingPeriodEnd,
        creditsRequired: 20,
        creditsEarned: 13,
        creditsMissing: 7,
        requirements: { categories: [], carryOver: null },
        document: null,
        renewedAt,
      },
    ]);

    const creditsUrl = `/api/certifications/${created.id}/credits`;
    expect(await getList(agent, creditsUrl)).toEqual({ rows: [], total: 0 });
    const pastCredits = await getList<Credit>(agent, `${creditsUrl}?cycle=1`);
    expect(pastCredits.rows.map((credit) => credit.id)).toEqual([newer.id, older.id]);
    expect(pastCredits.total).toBe(2);

    const fresh = await addCredit(agent, created.id, { credits: 3, completionDate: "2026-03-01" });
    expect(fresh.cycle).toBe(2);
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toMatchObject({
      creditsEarned: 3,
    });
    expect((await getList<Credit>(agent, creditsUrl)).rows.map((credit) => credit.id)).toEqual([
      fresh.id,
    ]);

    const { rows: feed } = await getList<Activity>(agent, "/api/activities");
    expect(feed.filter((entry) => entry.type === "renewed")).toMatchObject([
      { title: `Renewed ${created.name}`, certificationId: created.id, date: renewedAt },
    ]);
  });

  it("refuses to change or delete a credit of the finished cycle (409)", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    const old = await addCredit(agent, created.id, { credits: 4 });
    await agent.post(`/api/certifications/${created.id}/renew`, nextCycle);
    const edit = await agent.put(`/api/credits/${old.id}`, {
      title: "Edited",
      credits: 9,
      completionDate: "2026-01-10",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: creditMessages.pastCycle });
    const removal = await agent.delete(`/api/credits/${old.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ message: creditMessages.pastCycle });
    const { rows } = await getList<Credit>(
      agent,
      `/api/certifications/${created.id}/credits?cycle=1`,
    );
    expect(rows).toEqual([old]);
  });

  it("keeps past cycles newest first and refuses invalid dates without renewing", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    await agent.post(`/api/certifications/${created.id}/renew`, nextCycle);
    await agent.post(`/api/certifications/${created.id}/renew`, {
      ...nextCycle,
      creditsRequired: 30,
    });
    const invalid = await agent.post(`/api/certifications/${created.id}/renew`, {
      ...nextCycle,
      reportingPeriodEnd: "2026-01-31",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: `reportingPeriodEnd: ${certificationMessages.periodEndBeforeStart}`,
    });
    const detail = (
      await agent.get(`/api/certifications/${created.id}`)
    ).json<CertificationDetail>();
    expect(detail).toMatchObject({ cycle: 3, creditsRequired: 30 });
    expect(detail.pastCycles.map((cycle) => [cycle.cycle, cycle.creditsRequired])).toEqual([
      [2, 24],
      [1, 30],
    ]);
  });
});
