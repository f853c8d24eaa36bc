import { certificationMessages } from "@common/certifications/certification";
import { freeCertificationLimitKey } from "@common/plan";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSettings } from "../../src/server/db/schema";
import {
  addCertification,
  certificationForm,
  certificationRowsOf,
  getList,
  postAllAtOnce,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const premium = () => signedIn(t, { subscriptionStatus: "active" });

const certificationsOf = (userId: number) => certificationRowsOf(t.db, userId);

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
    ["an active subscription", { subscriptionStatus: "active" as const }],
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
