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

/** How often a plan is billed: the payment provider's intervals; PLAN_INTERVAL in test mode. */
export const planIntervals = ["day", "week", "month", "year"] as const;
export type PlanInterval = (typeof planIntervals)[number];

/**
 * How premium is paid for: through the payment provider (its keys are set), through the
 * test-mode checkout where nobody pays (no keys, the default), or not at all (no keys and
 * PAYMENTS_TEST_MODE=false: only an administrator grants premium).
 */
export const paymentsModes = ["provider", "test", "off"] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

/**
 * The plan's price as the payment provider states it, or as configured in test mode (PLAN_PRICE,
 * PLAN_INTERVAL, CURRENCY); amount in minor units (cents).
 */
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
  /** True only when the payment provider's keys are set; false is test mode or no payments. */
  paymentsConfigured: z.boolean(),
  /** provider, test (anyone subscribes without paying) or off (premium only from an administrator). */
  paymentsMode: z.enum(paymentsModes),
  /**
   * The plan's price: the provider's, or the configured one in test mode; null with payments
   * off, or while the provider cannot be read.
   */
  price: planPriceSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/admin/payments: how this installation takes payments, for the admin pages. */
export const adminPaymentsSchema = z.object({ mode: z.enum(paymentsModes) });
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

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
export const paymentsNotSetUpMessage =
  "Payments are not set up on this installation. An administrator can give your account premium.";
export const paymentsTestModeWarning =
  "Payments are in test mode: anyone can subscribe without paying";
export const paymentProviderUnreachableMessage =
  "Could not reach the payment provider. Try again in a moment.";
export const testCheckoutInvalidMessage =
  "This test checkout has expired or was not started from this account. Start the checkout again.";

/** Where the browser lands after Checkout, and the in-app pages of test mode. */
export const subscribePath = "/subscribe";
export const checkoutReturnQuery = { success: "checkout=success", canceled: "checkout=canceled" };
export const testCheckoutPath = "/subscribe/test-checkout";
export const testPortalPath = "/subscribe/test-portal";
