import { z } from "zod";
import { momentSchema } from "./moment";
import type { SubscriptionStatusLabel } from "./subscription-status";
import { subscriptionStatuses } from "./user";

const subscriptionStatusLabels = [
  "Active",
  "Incomplete",
  "Trial",
  "Past Due",
  "Canceled",
  "None",
] as const satisfies readonly SubscriptionStatusLabel[];

/** The plan's price as the payment provider states it; amount in minor units (cents). */
export const planPriceSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  /** month, year…; null for a one-time price. */
  interval: z.string().nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** GET /api/subscription: where the signed-in user's subscription stands. */
export const subscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  label: z.enum(subscriptionStatusLabels),
  premium: z.boolean(),
  overridden: z.boolean(),
  /** When the paid period ends (an ISO instant on the wire); null when none is known. */
  currentPeriodEnd: momentSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True only when the payment provider's keys are set; false is the labelled test mode. */
  paymentsConfigured: z.boolean(),
  /** The plan's price from the payment provider; null in test mode. */
  price: planPriceSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Answer of checkout and portal: where the browser goes next. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** The key of a test-mode checkout, as the test-mode checkout page is given it. */
export const testCheckoutKeyMax = 100;
export const testCheckoutConfirmSchema = z.object({
  session: z.string().trim().min(1, "The checkout session is missing.").max(testCheckoutKeyMax),
});
export type TestCheckoutConfirm = z.infer<typeof testCheckoutConfirmSchema>;

/** Answer of the webhook to the payment provider. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export const alreadySubscribedMessage = "You already have an active subscription.";
export const noCustomerMessage = "You have no subscription to manage yet. Subscribe first.";
export const nothingToCancelMessage = "You have no subscription to cancel.";
export const paymentProviderUnreachableMessage =
  "Could not reach the payment provider. Try again in a moment.";
export const testCheckoutInvalidMessage =
  "This test checkout has expired or was not started from this account. Start the checkout again.";

/** Where the browser lands after Checkout, and the in-app pages of test mode. */
export const subscribePath = "/subscribe";
export const checkoutReturnQuery = { success: "checkout=success", canceled: "checkout=canceled" };
export const testCheckoutPath = "/subscribe/test-checkout";
export const testPortalPath = "/subscribe/test-portal";
