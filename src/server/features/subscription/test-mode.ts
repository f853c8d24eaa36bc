import { randomBytes } from "node:crypto";
import {
  alreadySubscribedMessage,
  nothingToCancelMessage,
  testCheckoutInvalidMessage,
  testCheckoutPath,
} from "@common/subscription";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { applySubscriptionChange } from "./subscription-state";

declare module "fastify" {
  interface Session {
    /** The test-mode checkout this browser started: its key and when it expires (ms). */
    testCheckout?: { key: string; userId: number; expiresAt: number };
  }
}

type TestCheckout = NonNullable<import("fastify").Session["testCheckout"]>;

const testCheckoutLifetimeMs = 30 * 60 * 1000;
/** How long a test-mode subscription's paid period lasts, as a monthly plan's would. */
const testPeriodMs = 30 * 24 * 60 * 60 * 1000;

/**
 * POST /api/subscription/checkout without keys: a fresh key for the in-app checkout page,
 * kept in the session, so confirming proves this user started this checkout.
 */
export function startTestCheckout(
  clock: Clock,
  user: UserRow,
): { checkout: TestCheckout; url: string } {
  if (user.subscriptionStatus === "active") throw new HttpError(409, alreadySubscribedMessage);
  const key = randomBytes(24).toString("base64url");
  return {
    checkout: { key, userId: user.id, expiresAt: clock.now().getTime() + testCheckoutLifetimeMs },
    url: `${testCheckoutPath}?session=${key}`,
  };
}

/**
 * POST /api/subscription/test-checkout/confirm: the started checkout is paid, applied as a
 * verified webhook's change is. A key that is wrong, expired or another user's is refused.
 */
export async function confirmTestCheckout(
  { db, clock }: ServiceDeps,
  user: UserRow,
  started: TestCheckout | undefined,
  key: string,
): Promise<void> {
  const now = clock.now();
  if (
    !started ||
    started.key !== key ||
    started.userId !== user.id ||
    started.expiresAt < now.getTime()
  ) {
    throw new HttpError(400, testCheckoutInvalidMessage);
  }
  if (user.subscriptionStatus === "active") throw new HttpError(409, alreadySubscribedMessage);
  await applySubscriptionChange({ db, clock }, user.id, {
    status: "active",
    subscriptionId: null,
    currentPeriodEnd: new Date(now.getTime() + testPeriodMs),
    cancelAtPeriodEnd: false,
    eventCreated: now,
  });
}

/** POST /api/subscription/test-portal/cancel: the subscription ends now, as the portal's would. */
export async function cancelTestSubscription(
  { db, clock }: ServiceDeps,
  user: UserRow,
): Promise<void> {
  if (user.subscriptionStatus === "inactive" || user.subscriptionStatus === "canceled") {
    throw new HttpError(409, nothingToCancelMessage);
  }
  await applySubscriptionChange({ db, clock }, user.id, {
    status: "canceled",
    subscriptionId: user.stripeSubscriptionId,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    eventCreated: clock.now(),
  });
}
