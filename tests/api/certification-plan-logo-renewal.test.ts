import { avatarMessages } from "@common/accounts/profile";
import type { Activity } from "@common/certifications/activity";
import {
  type Certification,
  type CertificationDetail,
  certificationMessages,
} from "@common/certifications/certification";
import { type Credit, creditMessages } from "@common/certifications/credit";
import { freeCertificationLimitKey } from "@common/plan";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSettings } from "../../src/server/db/schema";
import {
  addCertification,
  addCredit,
  certificationForm,
  certificationRowsOf,
  fileRowsOf,
  getList,
  jpeg,
  png,
  postAllAtOnce,
  sendRaw,
  signedIn,
  webp,
} from "../support/certifications";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const premium = () => signedIn(t, { subscriptionStatus: "active" });

const certificationsOf = (userId: number) => certificationRowsOf(t.db, userId);

const filesOf = (userId: number) => fileRowsOf(t.db, userId);

describe("the free plan", () => {
  it("says how many certifications the user may hold", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/certifications/allowance")).json()).toEqual({
      used: 0,
      limit: 3,
      canAdd: true,
    });
    for (let n = 0; n < 3; n += 1) await addCertification(agent);
    expect((await agent.get("/api/certifications/allowance")).json()).toEqual({
      used: 3,
      limit: 3,
      canAdd: false,
    });
    const { agent: paying } = await premium();
    await addCertification(paying);
    expect((await paying.get("/api/certifications/allowance")).json()).toEqual({
      used: 1,
      limit: null,
      canAdd: true,
    });
  });

  it("refuses a free user's 4th certification with 403 and saves nothing", async () => {
    const { user, agent } = await signedIn(t);
    for (let n = 0; n < 3; n += 1) await addCertification(agent, { name: `Cert ${n}` });
    const response = await agent.post("/api/certifications", certificationForm({ name: "Fourth" }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: certificationMessages.freeLimit(3) });
    expect(await certificationsOf(user.id)).toHaveLength(3);
    const { total } = await getList(agent, "/api/activities");
    expect(total).toBe(3);
  });

  it("follows the admin setting free_certification_limit", async () => {
    await t.db.insert(adminSettings).values({ key: freeCertificationLimitKey, value: "5" });
    try {
      const { user, agent } = await signedIn(t);
      for (let n = 0; n < 5; n += 1) await addCertification(agent);
      const sixth = await agent.post("/api/certifications", certificationForm());
      expect(sixth.statusCode).toBe(403);
      expect(sixth.json()).toMatchObject({ message: certificationMessages.freeLimit(5) });
      expect(await certificationsOf(user.id)).toHaveLength(5);
      expect((await agent.get("/api/certifications/allowance")).json()).toEqual({
        used: 5,
        limit: 5,
        canAdd: false,
      });
    } finally {
      await t.db.delete(adminSettings).where(eq(adminSettings.key, freeCertificationLimitKey));
    }
  });

  it.each([
    ["an active subscription", { subscriptionStatus: "active" }],
    ["an administrator's override", { isSubscriptionOverridden: true }],
  ])("has no limit with %s", async (_case, overrides) => {
    const { user, agent } = await signedIn(t, overrides);
    for (let n = 0; n < 5; n += 1) await addCertification(agent);
    expect(await certificationsOf(user.id)).toHaveLength(5);
  });

  it("lets only one of 5 simultaneous additions through when 2 are held", async () => {
    const { user, agent } = await signedIn(t);
    await addCertification(agent);
    await addCertification(agent);
    const bodies = [1, 2, 3, 4, 5].map((n) => certificationForm({ name: `Rush ${n}` }));
    const responses = await postAllAtOnce(agent, "/api/certifications", bodies);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 403, 403, 403, 403,
    ]);
    expect(await certificationsOf(user.id)).toHaveLength(3);
  });
});

describe("PUT and DELETE /api/certifications/:id/logo", () => {
  it.each([
    ["PNG", png, "image/png"],
    ["JPEG", jpeg, "image/jpeg"],
    ["WebP", webp, "image/webp"],
  ])("accepts a %s image and serves it to the owner", async (_name, bytes, type) => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const response = await sendRaw(agent, `/api/certifications/${created.id}/logo`, bytes, type);
    expect(response.statusCode).toBe(200);
    const { logo } = response.json<Certification>();
    expect(logo).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toMatchObject({ logo });
    const served = await agent.get(logo ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await filesOf(user.id)).toMatchObject([{ purpose: "logo", contentType: type }]);
  });

  it("refuses a text file sent as image/png (400) and an image over 1 MB (413)", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const url = `/api/certifications/${created.id}/logo`;
    const text = await sendRaw(agent, url, "Board logo, see attached\n", "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: avatarMessages.wrongType });
    const large = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]);
    const tooLarge = await sendRaw(agent, url, large, "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: avatarMessages.tooLarge });
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toMatchObject({
      logo: null,
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("deletes the old file when the logo is replaced or removed", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const url = `/api/certifications/${created.id}/logo`;
    const first = (await sendRaw(agent, url, png, "image/png")).json<Certification>().logo ?? "";
    const second = (await sendRaw(agent, url, jpeg, "image/jpeg")).json<Certification>().logo ?? "";
    expect(second).not.toBe(first);
    expect((await agent.get(first)).statusCode).toBe(404);
    expect((await filesOf(user.id)).map((file) => `/api/files/${file.id}`)).toEqual([second]);

    const removed = await agent.delete(url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: created.id, logo: null });
    expect((await agent.get(second)).statusCode).toBe(404);
    expect(await filesOf(user.id)).toEqual([]);
  });
});

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
