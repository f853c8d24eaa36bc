import {
  alreadySubscribedMessage,
  checkoutReturnQuery,
  noCustomerMessage,
  subscribePath,
} from "@common/subscription";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Clock } from "../../clock";
import type { StripeConfig } from "../../config";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { callProvider, changeFromSubscription } from "./payment-provider";
import { applySubscriptionChange, currentUser } from "./subscription-state";

export type StripeDeps = {
  db: Database;
  clock: Clock;
  stripe: Stripe;
  config: StripeConfig;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** The user's customer at the provider, created the first time and remembered. */
async function customerOf(deps: StripeDeps, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const customer = await callProvider(deps.log, () =>
    deps.stripe.customers.create(
      {
        email: user.email ?? undefined,
        name: name || user.username,
        metadata: { userId: String(user.id) },
      },
      // Two checkouts at once still make one customer at the provider.
      { idempotencyKey: `certminder-customer-${user.id}` },
    ),
  );
  const [stored] = await deps.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  return (
    stored?.customerId ?? (await currentUser(deps.db, user.id)).stripeCustomerId ?? customer.id
  );
}

/** POST /api/subscription/checkout with keys: a Checkout session for the plan's price. */
export async function stripeCheckout(deps: StripeDeps, user: UserRow): Promise<string> {
  if (user.subscriptionStatus === "active") throw new HttpError(409, alreadySubscribedMessage);
  const customer = await customerOf(deps, user);
  const session = await callProvider(deps.log, () =>
    deps.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: deps.config.priceId, quantity: 1 }],
      success_url: `${deps.appUrl}${subscribePath}?${checkoutReturnQuery.success}`,
      cancel_url: `${deps.appUrl}${subscribePath}?${checkoutReturnQuery.canceled}`,
      subscription_data: { metadata: { userId: String(user.id) } },
    }),
  );
  if (!session.url) throw new HttpError(502, "The payment provider gave no checkout address.");
  return session.url;
}

/** POST /api/subscription/portal with keys: the provider's Customer Portal for this customer. */
export async function stripePortal(deps: StripeDeps, user: UserRow): Promise<string> {
  const customer = user.stripeCustomerId;
  if (!customer) throw new HttpError(409, noCustomerMessage);
  const session = await callProvider(deps.log, () =>
    deps.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.appUrl}${subscribePath}`,
    }),
  );
  return session.url;
}

/** Of a customer's subscriptions (newest first), the one that decides premium. */
function decidingSubscription(list: Stripe.Subscription[]): Stripe.Subscription | undefined {
  const live = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"];
  return list.find((subscription) => live.includes(subscription.status)) ?? list[0];
}

/**
 * POST /api/subscription/refresh with keys: reads the customer's subscriptions from the
 * provider and stores what they say now. Nothing is stored when the provider fails.
 */
export async function stripeRefresh(deps: StripeDeps, user: UserRow): Promise<void> {
  const customer = user.stripeCustomerId;
  if (!customer) return;
  const readAt = deps.clock.now();
  const list = await callProvider(deps.log, () =>
    deps.stripe.subscriptions.list({ customer, status: "all", limit: 10 }),
  );
  const subscription = decidingSubscription(list.data);
  await applySubscriptionChange(
    deps,
    user.id,
    subscription
      ? changeFromSubscription(subscription, readAt)
      : {
          status: "inactive",
          subscriptionId: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          eventCreated: readAt,
        },
  );
}
