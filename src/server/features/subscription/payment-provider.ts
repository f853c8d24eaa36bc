import type { PlanPrice } from "@common/subscription";
import { paymentProviderUnreachableMessage } from "@common/subscription";
import { subscriptionStatuses } from "@common/user";
import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import type { StripeConfig } from "../../config";
import { HttpError } from "../../shared/http-error";
import type { SubscriptionChange } from "./subscription-state";

/** The official SDK for these keys; `apiAddress` points it elsewhere (a local fake in tests). */
export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...config.apiAddress,
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: "CertMinder" },
  });
}

/**
 * Runs a call to the payment provider; any failure (down, 5xx, refused) becomes the 502 the
 * user is shown, raised before anything was stored.
 */
export async function callProvider<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error }, "payment provider call failed");
    throw new HttpError(502, paymentProviderUnreachableMessage);
  }
}

const knownStatuses: readonly string[] = subscriptionStatuses;

/** A provider subscription as the state stored for its user, true as of `asOf`. */
export function changeFromSubscription(
  subscription: Stripe.Subscription,
  asOf: Date,
): SubscriptionChange {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    status: knownStatuses.includes(subscription.status)
      ? (subscription.status as SubscriptionChange["status"])
      : "incomplete",
    subscriptionId: subscription.id,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    eventCreated: asOf,
  };
}

/** The id of an expandable field (the provider sends an id or the object). */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (field === null || field === undefined) return null;
  return typeof field === "string" ? field : field.id;
}

const priceCacheMs = 5 * 60 * 1000;

/** The plan's price, read from the provider at most every few minutes. */
export function cachedPrice(stripe: Stripe, priceId: string, now: () => Date) {
  let cached: { price: PlanPrice; readAt: number } | undefined;
  return async (): Promise<PlanPrice> => {
    const time = now().getTime();
    if (cached && time - cached.readAt < priceCacheMs) return cached.price;
    const price = await stripe.prices.retrieve(priceId);
    cached = {
      price: {
        amount: price.unit_amount ?? 0,
        currency: price.currency.toUpperCase(),
        interval: price.recurring?.interval ?? null,
      },
      readAt: time,
    };
    return cached.price;
  };
}
