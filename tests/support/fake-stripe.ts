import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeConfig } from "../../src/server/config";

/** A subscription as the fake provider holds it; the fields the app reads. */
export type FakeSubscription = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds. */
  currentPeriodEnd: number;
  metadata?: Record<string, string>;
};

/** A request the app sent: method, path and its form fields (`line_items[0][price]`…). */
export type ReceivedCall = { method: string; path: string; fields: Record<string, string> };

export const fakePrice = { id: "price_premium", amount: 1900, currency: "usd", interval: "month" };
export const webhookSecret = "whsec_test_certminder";

function subscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: null,
    created: subscription.currentPeriodEnd - 30 * 24 * 60 * 60,
    livemode: false,
    metadata: subscription.metadata ?? {},
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_start: subscription.currentPeriodEnd - 30 * 24 * 60 * 60,
          current_period_end: subscription.currentPeriodEnd,
          quantity: 1,
          subscription: subscription.id,
          price: priceObject(),
        },
      ],
    },
  };
}

function priceObject() {
  return {
    id: fakePrice.id,
    object: "price",
    active: true,
    currency: fakePrice.currency,
    unit_amount: fakePrice.amount,
    recurring: { interval: fakePrice.interval, interval_count: 1, usage_type: "licensed" },
    type: "recurring",
    livemode: false,
  };
}

async function formFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
  response.end(JSON.stringify(body));
}

/**
 * A small local stand-in for the provider's API, answering the calls the app makes (customers,
 * Checkout and portal sessions, subscriptions, the price) with objects shaped like the real
 * ones. `failing` makes every call answer 500.
 */
export async function startFakeStripe() {
  const customers: string[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: ReceivedCall[] = [];
  const state = { failing: false };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake-stripe");
    const fields = request.method === "POST" ? await formFields(request) : {};
    for (const [name, value] of url.searchParams) fields[name] = value;
    calls.push({ method: request.method ?? "", path: url.pathname, fields });
    if (state.failing) {
      send(response, 500, { error: { type: "api_error", message: "Something went wrong." } });
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === "POST /v1/customers") {
      const id = `cus_fake${customers.length + 1}`;
      customers.push(id);
      send(response, 200, { id, object: "customer", email: fields.email ?? null, metadata: {} });
    } else if (route === "POST /v1/checkout/sessions") {
      const id = `cs_test_fake${calls.length}`;
      send(response, 200, {
        id,
        object: "checkout.session",
        mode: fields.mode,
        customer: fields.customer,
        client_reference_id: fields.client_reference_id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: "open",
      });
    } else if (route === "POST /v1/billing_portal/sessions") {
      send(response, 200, {
        id: "bps_fake",
        object: "billing_portal.session",
        customer: fields.customer,
        return_url: fields.return_url,
        url: `https://billing.stripe.com/p/session/test_${fields.customer}`,
      });
    } else if (route === "GET /v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((subscription) => subscription.customer === fields.customer)
        .reverse()
        .map(subscriptionObject);
      send(response, 200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
    } else if (url.pathname.startsWith("/v1/subscriptions/") && request.method === "GET") {
      const subscription = subscriptions.get(url.pathname.slice("/v1/subscriptions/".length));
      if (subscription) send(response, 200, subscriptionObject(subscription));
      else
        send(response, 404, {
          error: { type: "invalid_request_error", message: "No such subscription" },
        });
    } else if (route === `GET /v1/prices/${fakePrice.id}`) {
      send(response, 200, priceObject());
    } else {
      send(response, 404, {
        error: { type: "invalid_request_error", message: `No route ${route}` },
      });
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) =>
      send(response, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    state,
    customers,
    calls,
    /** Puts a subscription at the provider (a later one of a customer lists first). */
    putSubscription(subscription: FakeSubscription) {
      subscriptions.delete(subscription.id);
      subscriptions.set(subscription.id, subscription);
    },
    subscriptionObject,
    /** The app's Stripe configuration, pointed at this server. */
    config(): StripeConfig {
      return {
        secretKey: "sk_test_fake",
        webhookSecret,
        priceId: fakePrice.id,
        apiAddress: { host: "127.0.0.1", port, protocol: "http" },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const signer = new Stripe("sk_test_fake");

/** A webhook delivery: the event's JSON and its signature header, made by the SDK itself. */
export function signedEvent(
  event: { id: string; type: string; created: number; object: unknown },
  secret = webhookSecret,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: null,
    created: event.created,
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
  return {
    payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
