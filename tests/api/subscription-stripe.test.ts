import { premiumRequiredMessage, upgradeUrl } from "@common/plan";
import {
  alreadySubscribedMessage,
  noCustomerMessage,
  paymentProviderUnreachableMessage,
} from "@common/subscription";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeEvents, users } from "../../src/server/db/schema";
import { invalidSignatureMessage } from "../../src/server/features/subscription/stripe-webhook";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { fakePrice, signedEvent, startFakeStripe } from "../support/fake-stripe";
import { setUpResource } from "../support/set-up-resource";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const nowSeconds = Date.parse(now) / 1000;
const periodEnd = nowSeconds + 30 * 24 * 60 * 60;

const stripe = setUpResource("The fake Stripe API", startFakeStripe, (fake) => fake.close());
const t = setUpTestApp(async () => ({ now, config: { stripe: stripe.config() } }));

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_${sequence}`;
};

/** A subscriber-to-be with a customer at the provider. */
async function customer(overrides: Parameters<typeof signedIn>[1] = {}) {
  const customerId = nextId("cus_known");
  const signed = await signedIn(t, { stripeCustomerId: customerId, ...overrides });
  return { ...signed, customerId };
}

function deliver(event: Parameters<typeof signedEvent>[0], secret?: string) {
  const { payload, headers } = signedEvent(event, secret);
  return t.app.inject({ method: "POST", url: "/api/subscription/webhook", payload, headers });
}

async function storedUser(userId: number) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("no such user");
  return user;
}

function subscriptionEvent(
  type: string,
  subscription: { id: string; customer: string; status: string; cancelAtPeriodEnd?: boolean },
  created = nowSeconds,
) {
  return {
    id: nextId("evt"),
    type,
    created,
    object: stripe.subscriptionObject({
      id: subscription.id,
      customer: subscription.customer,
      status: subscription.status as "active",
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: periodEnd,
    }),
  };
}

describe("the subscription with Stripe keys", () => {
  it("shows the plan's price from Stripe and says payments are configured", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.get("/api/subscription");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "inactive",
      label: "None",
      premium: false,
      paymentsConfigured: true,
      paymentsMode: "provider",
      price: { amount: fakePrice.amount, currency: "USD", interval: "month" },
    });
    const { agent: admin } = await signedInAdmin(t);
    expect((await admin.get("/api/admin/payments")).json()).toEqual({ mode: "provider" });
  });

  it("checkout creates the Stripe customer once and opens Checkout for the price", async () => {
    const { agent, user } = await signedIn(t);
    const before = stripe.customers.length;
    const first = await agent.post("/api/subscription/checkout");
    expect(first.statusCode).toBe(200);
    expect(first.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const second = await agent.post("/api/subscription/checkout");
    expect(second.statusCode).toBe(200);
    expect(stripe.customers.length).toBe(before + 1);
    const customerId = stripe.customers.at(-1);
    expect((await storedUser(user.id)).stripeCustomerId).toBe(customerId);
    const session = stripe.calls.filter((call) => call.path === "/v1/checkout/sessions").at(-1);
    expect(session?.fields).toMatchObject({
      mode: "subscription",
      customer: customerId,
      client_reference_id: String(user.id),
      "line_items[0][price]": fakePrice.id,
      success_url: "http://localhost:5000/subscribe?checkout=success",
      cancel_url: "http://localhost:5000/subscribe?checkout=canceled",
    });
  });

  it("refuses a checkout to someone already subscribed", async () => {
    const { agent } = await customer({ subscriptionStatus: "active" });
    const response = await agent.post("/api/subscription/checkout");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: alreadySubscribedMessage });
  });

  it("opens the Customer Portal for a customer, and refuses someone who is none", async () => {
    const { agent, customerId } = await customer();
    const portal = await agent.post("/api/subscription/portal");
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({
      url: `https://billing.stripe.com/p/session/test_${customerId}`,
    });
    expect(stripe.calls.at(-1)?.fields).toMatchObject({
      customer: customerId,
      return_url: "http://localhost:5000/subscribe",
    });
    const { agent: stranger } = await signedIn(t);
    const refused = await stranger.post("/api/subscription/portal");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: noCustomerMessage });
  });

  it("has no test-mode checkout or portal", async () => {
    const { agent } = await customer({ subscriptionStatus: "active" });
    const confirm = await agent.post("/api/subscription/test-checkout/confirm", { session: "x" });
    expect(confirm.statusCode).toBe(404);
    expect((await agent.post("/api/subscription/test-portal/cancel")).statusCode).toBe(404);
    expect(
      (await storedUser((await agent.get("/api/user")).json<{ id: number }>().id))
        .subscriptionStatus,
    ).toBe("active");
  });

  it("refresh re-reads the customer's subscription from Stripe and answers the user", async () => {
    const { agent, user, customerId } = await customer();
    stripe.putSubscription({
      id: "sub_refresh",
      customer: customerId,
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    const refreshed = await agent.post("/api/subscription/refresh");
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual((await agent.get("/api/user")).json());
    expect(refreshed.json()).toMatchObject({ subscriptionStatus: "active" });
    const stored = await storedUser(user.id);
    expect(stored).toMatchObject({
      stripeSubscriptionId: "sub_refresh",
      subscriptionCancelAtPeriodEnd: true,
      subscriptionCurrentPeriodEnd: new Date(periodEnd * 1000),
      lastSyncedAt: new Date(now),
    });
    expect((await agent.get("/api/subscription")).json()).toMatchObject({
      label: "Active",
      premium: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
  });

  describe("when Stripe answers 500", () => {
    it("refresh, checkout and portal answer 502 with a message and change nothing", async () => {
      const { agent, user } = await customer({ subscriptionStatus: "past_due" });
      const { agent: newcomer, user: newUser } = await signedIn(t);
      const before = await storedUser(user.id);
      stripe.state.failing = true;
      try {
        for (const response of [
          await agent.post("/api/subscription/refresh"),
          await agent.post("/api/subscription/portal"),
          await newcomer.post("/api/subscription/checkout"),
        ]) {
          expect(response.statusCode).toBe(502);
          expect(response.json()).toEqual({ message: paymentProviderUnreachableMessage });
        }
      } finally {
        stripe.state.failing = false;
      }
      expect(await storedUser(user.id)).toEqual(before);
      expect((await storedUser(newUser.id)).stripeCustomerId).toBeNull();
    });

    it("a webhook that needs Stripe fails without recording the event, so Stripe retries it", async () => {
      const { user, customerId } = await customer();
      stripe.putSubscription({
        id: "sub_retry",
        customer: customerId,
        status: "active",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd,
      });
      const event = {
        id: nextId("evt"),
        type: "checkout.session.completed",
        created: nowSeconds,
        object: {
          id: "cs_retry",
          object: "checkout.session",
          mode: "subscription",
          customer: customerId,
          client_reference_id: String(user.id),
          subscription: "sub_retry",
        },
      };
      stripe.state.failing = true;
      try {
        expect((await deliver(event)).statusCode).toBe(502);
      } finally {
        stripe.state.failing = false;
      }
      expect((await storedUser(user.id)).subscriptionStatus).toBe("inactive");
      expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual(
        [],
      );
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("active");
    });
  });

  describe("webhook", () => {
    it("checkout.session.completed stores the customer and subscription, unlocking premium", async () => {
      const { user, agent } = await signedIn(t);
      stripe.putSubscription({
        id: "sub_checkout",
        customer: "cus_from_checkout",
        status: "active",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd,
      });
      const response = await deliver({
        id: nextId("evt"),
        type: "checkout.session.completed",
        created: nowSeconds,
        object: {
          id: "cs_done",
          object: "checkout.session",
          mode: "subscription",
          customer: "cus_from_checkout",
          client_reference_id: String(user.id),
          subscription: "sub_checkout",
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect(await storedUser(user.id)).toMatchObject({
        stripeCustomerId: "cus_from_checkout",
        stripeSubscriptionId: "sub_checkout",
        subscriptionStatus: "active",
      });
      expect((await agent.get("/api/reports/overview")).statusCode).toBe(200);
    });

    it.each([
      ["customer.subscription.created", "active", "active"],
      ["customer.subscription.created", "incomplete", "incomplete"],
      ["customer.subscription.created", "trialing", "trialing"],
      ["customer.subscription.updated", "past_due", "past_due"],
      ["customer.subscription.updated", "unpaid", "unpaid"],
      ["customer.subscription.updated", "canceled", "canceled"],
      ["customer.subscription.deleted", "canceled", "canceled"],
    ])("%s with a %s subscription stores %s", async (type, status, stored) => {
      const { user, customerId } = await customer({ subscriptionStatus: "active" });
      const response = await deliver(
        subscriptionEvent(type, { id: nextId("sub"), customer: customerId, status }),
      );
      expect(response.statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe(stored);
    });

    it("invoice.payment_failed re-reads the subscription: past due, premium lost at once", async () => {
      const { user, agent, customerId } = await customer({
        subscriptionStatus: "active",
        stripeSubscriptionId: "sub_unpaid",
      });
      stripe.putSubscription({
        id: "sub_unpaid",
        customer: customerId,
        status: "past_due",
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd,
      });
      const response = await deliver({
        id: nextId("evt"),
        type: "invoice.payment_failed",
        created: nowSeconds,
        object: {
          id: "in_failed",
          object: "invoice",
          customer: customerId,
          parent: {
            type: "subscription_details",
            quote_details: null,
            subscription_details: { subscription: "sub_unpaid", metadata: {} },
          },
        },
      });
      expect(response.statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("past_due");
      const reports = await agent.get("/api/reports/overview");
      expect(reports.statusCode).toBe(403);
      expect(reports.json()).toEqual({ message: premiumRequiredMessage, upgradeUrl });
    });

    it("answers 200 to an event type it does not handle, changing nothing", async () => {
      const { user } = await customer({ subscriptionStatus: "active" });
      const response = await deliver({
        id: nextId("evt"),
        type: "customer.created",
        created: nowSeconds,
        object: { id: "cus_other", object: "customer" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect((await storedUser(user.id)).subscriptionStatus).toBe("active");
    });

    it("refuses a bad or missing signature with 400, changing nothing", async () => {
      const { user, customerId } = await customer({ subscriptionStatus: "active" });
      const event = subscriptionEvent("customer.subscription.deleted", {
        id: "sub_forged",
        customer: customerId,
        status: "canceled",
      });
      const forged = await deliver(event, "whsec_someone_else");
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ message: invalidSignatureMessage });
      const { payload } = signedEvent(event);
      const unsigned = await t.app.inject({
        method: "POST",
        url: "/api/subscription/webhook",
        payload,
        headers: { "content-type": "application/json" },
      });
      expect(unsigned.statusCode).toBe(400);
      const tampered = signedEvent(event);
      const altered = await t.app.inject({
        method: "POST",
        url: "/api/subscription/webhook",
        payload: tampered.payload.replace('"canceled"', '"active"'),
        headers: tampered.headers,
      });
      expect(altered.statusCode).toBe(400);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("active");
    });

    it("a replayed event changes nothing", async () => {
      const { user, customerId } = await customer();
      const activated = subscriptionEvent("customer.subscription.updated", {
        id: "sub_replay",
        customer: customerId,
        status: "active",
      });
      expect((await deliver(activated)).statusCode).toBe(200);
      // The user then cancels (a later event), and the first delivery comes again.
      await deliver(
        subscriptionEvent(
          "customer.subscription.deleted",
          { id: "sub_replay", customer: customerId, status: "canceled" },
          nowSeconds + 60,
        ),
      );
      t.clock.advance({ minutes: 5 });
      const replayed = await deliver(activated);
      expect(replayed.statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("canceled");
      const sameId = { ...activated, created: nowSeconds + 120 };
      expect((await deliver(sameId)).statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("canceled");
    });

    it("an out-of-order (older) event never moves the subscription back", async () => {
      const { user, customerId } = await customer();
      const newer = subscriptionEvent(
        "customer.subscription.deleted",
        { id: "sub_order", customer: customerId, status: "canceled" },
        nowSeconds + 60,
      );
      const older = subscriptionEvent(
        "customer.subscription.updated",
        { id: "sub_order", customer: customerId, status: "active" },
        nowSeconds,
      );
      expect((await deliver(newer)).statusCode).toBe(200);
      expect((await deliver(older)).statusCode).toBe(200);
      expect((await storedUser(user.id)).subscriptionStatus).toBe("canceled");
    });

    it("skips CSRF but no other route does", async () => {
      const { agent } = await signedIn(t);
      const withoutToken = await agent.send("POST", "/api/subscription/refresh");
      expect(withoutToken.statusCode).toBe(403);
      const anonymous = new Agent(t.app);
      const event = subscriptionEvent("customer.subscription.updated", {
        id: "sub_nobody",
        customer: "cus_nobody",
        status: "active",
      });
      const { payload, headers } = signedEvent(event);
      const response = await anonymous.send("POST", "/api/subscription/webhook", payload, headers);
      expect(response.statusCode).toBe(200);
    });
  });
});
