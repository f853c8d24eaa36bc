import { certificationMessages } from "@common/certifications/certification";
import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import type { SubscriptionStatus } from "@common/user";
import { describe, expect, it } from "vitest";
import { addCredit, certificationForm, insertCertification } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

type Holder = {
  name: string;
  subscriptionStatus: SubscriptionStatus;
  isSubscriptionOverridden: boolean;
  premium: boolean;
};

/** Who may use premium: an active subscription or an administrator's override, nobody else. */
const holders: Holder[] = [
  {
    name: "a free user",
    subscriptionStatus: "inactive",
    isSubscriptionOverridden: false,
    premium: false,
  },
  {
    name: "an active subscriber",
    subscriptionStatus: "active",
    isSubscriptionOverridden: false,
    premium: true,
  },
  {
    name: "an overridden user",
    subscriptionStatus: "inactive",
    isSubscriptionOverridden: true,
    premium: true,
  },
  {
    name: "a canceled subscriber",
    subscriptionStatus: "canceled",
    isSubscriptionOverridden: false,
    premium: false,
  },
  {
    name: "a past-due subscriber",
    subscriptionStatus: "past_due",
    isSubscriptionOverridden: false,
    premium: false,
  },
];

const premiumReads = ["/api/reports/overview", "/api/opportunities"];

describe.each(holders)("premium access for $name", (holder) => {
  const asHolder = () =>
    signedIn(t, {
      subscriptionStatus: holder.subscriptionStatus,
      isSubscriptionOverridden: holder.isSubscriptionOverridden,
    });

  it.each(premiumReads)(
    holder.premium ? "%s answers its data" : "%s answers 403 with the upgrade link and no data",
    async (url) => {
      const { agent } = await asHolder();
      const response = await agent.get(url);
      if (holder.premium) {
        expect(response.statusCode).toBe(200);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
      }
    },
  );

  it(
    holder.premium
      ? "adds a certification beyond the free limit"
      : "refuses a certification beyond the free limit with the upgrade link",
    async () => {
      const { agent, user } = await asHolder();
      for (let n = 0; n < 3; n += 1) await insertCertification(t.db, user.id);
      const response = await agent.post("/api/certifications", certificationForm());
      if (holder.premium) {
        expect(response.statusCode).toBe(201);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: certificationMessages.freeLimit(3),
          upgradeUrl,
        });
      }
      expect((await agent.get("/api/certifications/allowance")).json()).toMatchObject({
        canAdd: holder.premium,
      });
    },
  );

  it("keeps every certification beyond the free limit readable and editable", async () => {
    const { agent, user } = await asHolder();
    const held = [];
    for (let n = 0; n < 5; n += 1) held.push(await insertCertification(t.db, user.id));
    const last = held.at(-1);
    if (!last) throw new Error("nothing inserted");
    const list = await agent.get("/api/certifications");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(5);
    expect((await agent.get(`/api/certifications/${last.id}`)).statusCode).toBe(200);
    const edited = await agent.put(
      `/api/certifications/${last.id}`,
      certificationForm({ name: "Renamed after the subscription lapsed" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Renamed after the subscription lapsed" });
    await addCredit(agent, last.id);
  });
});
