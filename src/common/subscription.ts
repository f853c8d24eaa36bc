import { z } from "zod";

/** The plan's price as the payment provider states it; the amount is in minor units (cents). */
export const subscriptionPriceSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string().nullable(),
});
export type SubscriptionPrice = z.infer<typeof subscriptionPriceSchema>;

/** GET /api/subscription: where the signed-in user's subscription stands. */
export const subscriptionSchema = z.object({
  status: z.string(),
  label: z.string(),
  premium: z.boolean(),
  /** Premium granted by an administrator, whatever the subscription says. */
  overridden: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** False without payment keys: checkout and portal are the in-app test-mode pages. */
  paymentsConfigured: z.boolean(),
  price: subscriptionPriceSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/subscription/checkout and /portal: where the browser goes next. */
export const subscriptionRedirectSchema = z.object({ url: z.string() });

/** POST /api/subscription/test-checkout/confirm: the test-mode checkout session confirmed. */
export const testCheckoutConfirmSchema = z.object({ session: z.string().min(1).max(200) });
export type TestCheckoutConfirm = z.infer<typeof testCheckoutConfirmSchema>;
