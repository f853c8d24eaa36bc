import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeEvents, users } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { callProvider, changeFromSubscription, idOf } from "./payment-provider";
import type { StripeDeps } from "./stripe-payments";
import { applySubscriptionChange, type SubscriptionChange } from "./subscription-state";

export const invalidSignatureMessage = "The webhook signature is missing or invalid.";

/** The event, if its signature proves it came from the provider with our webhook secret. */
export function verifiedEvent(
  stripe: Stripe,
  secret: string,
  body: Buffer,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw new HttpError(400, invalidSignatureMessage);
  try {
    return stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    throw new HttpError(400, invalidSignatureMessage);
  }
}

type UserChange = { userId: number; change: SubscriptionChange; customerId: string | null };

async function userOfCustomer(deps: StripeDeps, customerId: string | null) {
  if (!customerId) return undefined;
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  return user?.id;
}

/** The user a subscription belongs to: by its customer, else the user id given at checkout. */
async function ownerOf(deps: StripeDeps, subscription: Stripe.Subscription) {
  const byCustomer = await userOfCustomer(deps, idOf(subscription.customer));
  if (byCustomer !== undefined) return byCustomer;
  const fromCheckout = Number(subscription.metadata?.userId);
  return Number.isSafeInteger(fromCheckout) ? fromCheckout : undefined;
}

/** The subscription as the provider has it now: an event may carry only its id. */
async function currentSubscription(deps: StripeDeps, id: string) {
  return callProvider(deps.log, () => deps.stripe.subscriptions.retrieve(id));
}

async function subscriptionChange(
  deps: StripeDeps,
  subscription: Stripe.Subscription,
  asOf: Date,
): Promise<UserChange | undefined> {
  const userId = await ownerOf(deps, subscription);
  if (userId === undefined) return undefined;
  return {
    userId,
    change: changeFromSubscription(subscription, asOf),
    customerId: idOf(subscription.customer),
  };
}

/**
 * What an event changes, decided before anything is stored. Subscription events carry the
 * subscription as it was when the event was created. A completed checkout and a failed payment
 * carry only its id: it is read again from the provider, so the change is as of now.
 */
async function changeOf(deps: StripeDeps, event: Stripe.Event): Promise<UserChange | undefined> {
  const created = new Date(event.created * 1000);
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChange(deps, event.data.object, created);
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const userId = Number(session.client_reference_id);
      if (session.mode !== "subscription" || !subscriptionId || !Number.isSafeInteger(userId)) {
        return undefined;
      }
      const subscription = await currentSubscription(deps, subscriptionId);
      return {
        userId,
        change: changeFromSubscription(subscription, deps.clock.now()),
        customerId: idOf(session.customer),
      };
    }
    case "invoice.payment_failed": {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (!subscriptionId) return undefined;
      return subscriptionChange(
        deps,
        await currentSubscription(deps, subscriptionId),
        deps.clock.now(),
      );
    }
    default:
      return undefined;
  }
}

/**
 * POST /api/subscription/webhook: applies a verified event once. The event id is recorded in
 * the same transaction as its change, so a replay (or a second delivery at the same time)
 * changes nothing; a provider failure leaves the event unrecorded, and the provider retries.
 */
export async function handleWebhookEvent(deps: StripeDeps, event: Stripe.Event): Promise<void> {
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return;
  const found = await changeOf(deps, event);
  await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0 || !found) return;
    const txDeps = { ...deps, db: tx };
    if (found.customerId) await rememberCustomer(txDeps, found.userId, found.customerId);
    await applySubscriptionChange(txDeps, found.userId, found.change);
  });
}

/** A checkout's customer is stored on its user if they had none yet. */
async function rememberCustomer(deps: Pick<StripeDeps, "db">, userId: number, customerId: string) {
  const [user] = await deps.db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (user && !user.customerId) {
    await deps.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  }
}
