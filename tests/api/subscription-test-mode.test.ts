import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import {
  alreadySubscribedMessage,
  nothingToCancelMessage,
  testCheckoutInvalidMessage,
} from "@common/subscription";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../support/admin";
import type { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

async function startCheckout(agent: Agent): Promise<string> {
  const response = await agent.post("/api/subscription/checkout");
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ url: string }>().url, "http://localhost");
  expect(url.pathname).toBe("/subscribe/test-checkout");
  return url.searchParams.get("session") ?? "";
}

describe("the subscription in test mode (no payment provider keys)", () => {
  it("says payments are in test mode and shows the price before paying (PLAN_PRICE's default)", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.get("/api/subscription");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "inactive",
      label: "None",
      premium: false,
      overridden: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentsConfigured: false,
      paymentsMode: "test",
      price: { amount: 999, currency: "USD", interval: "month" },
    });
  });

  it("tells administrators, and only them, that anyone can subscribe without paying", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const answer = await admin.get("/api/admin/payments");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ mode: "test" });
    const { agent: member } = await signedIn(t);
    expect((await member.get("/api/admin/payments")).statusCode).toBe(403);
  });

  it("subscribes through the test-mode checkout, unlocking premium at once", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/reports/overview")).statusCode).toBe(403);
    const session = await startCheckout(agent);
    const confirmed = await agent.post("/api/subscription/test-checkout/confirm", { session });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ subscriptionStatus: "active" });
    expect((await agent.get("/api/reports/overview")).statusCode).toBe(200);
    expect((await agent.get("/api/subscription")).json()).toMatchObject({
      status: "active",
      label: "Active",
      premium: true,
      currentPeriodEnd: "2026-03-31T12:00:00.000Z",
    });
    const again = await agent.post("/api/subscription/checkout");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: alreadySubscribedMessage });
  });

  it("refuses a wrong, used, expired or another user's checkout key, changing nothing", async () => {
    const { agent } = await signedIn(t);
    const { agent: other } = await signedIn(t);
    const session = await startCheckout(agent);
    for (const [caller, key] of [
      [agent, "not-the-key"],
      [other, session],
    ] as const) {
      const refused = await caller.post("/api/subscription/test-checkout/confirm", {
        session: key,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: testCheckoutInvalidMessage });
    }
    t.clock.advance({ minutes: 31 });
    const expired = await agent.post("/api/subscription/test-checkout/confirm", { session });
    expect(expired.statusCode).toBe(400);
    expect((await agent.get("/api/user")).json()).toMatchObject({ subscriptionStatus: "inactive" });
    expect((await other.get("/api/user")).json()).toMatchObject({ subscriptionStatus: "inactive" });

    const fresh = await startCheckout(agent);
    expect(
      (await agent.post("/api/subscription/test-checkout/confirm", { session: fresh })).statusCode,
    ).toBe(200);
    const reused = await agent.post("/api/subscription/test-checkout/confirm", { session: fresh });
    expect(reused.statusCode).toBe(400);
  });

  it("cancels through the test-mode portal, locking premium at once", async () => {
    const { agent } = await signedIn(t);
    const portal = await agent.post("/api/subscription/portal");
    expect(portal.json()).toEqual({ url: "/subscribe/test-portal" });
    const nothing = await agent.post("/api/subscription/test-portal/cancel");
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: nothingToCancelMessage });

    const session = await startCheckout(agent);
    await agent.post("/api/subscription/test-checkout/confirm", { session });
    const canceled = await agent.post("/api/subscription/test-portal/cancel");
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ subscriptionStatus: "canceled" });
    const reports = await agent.get("/api/reports/overview");
    expect(reports.statusCode).toBe(403);
    expect(reports.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
    expect((await agent.get("/api/subscription")).json()).toMatchObject({
      label: "Canceled",
      premium: false,
    });
  });

  it("refresh answers the stored user, as GET /api/user does", async () => {
    const { agent } = await signedIn(t, { subscriptionStatus: "past_due" });
    const refreshed = await agent.post("/api/subscription/refresh");
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual((await agent.get("/api/user")).json());
  });

  it("has no webhook without keys", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.send("POST", "/api/subscription/webhook", { id: "evt_1" });
    expect(response.statusCode).toBe(404);
  });
});
