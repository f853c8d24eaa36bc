import { redirectUrlSchema, type Subscription, subscriptionSchema } from "@common/subscription";
import { type PublicUser, publicUserSchema } from "@common/user";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

export const subscriptionKeys = { all: ["subscription"] as const };

export function fetchSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiGet("/api/subscription", subscriptionSchema, { signal });
}

/** The checkout page's URL: the payment provider's, or the test-mode page without keys. */
export async function startCheckout(): Promise<string> {
  return (await apiSend("POST", "/api/subscription/checkout", redirectUrlSchema)).url;
}

/** The subscription portal's URL (cancel, change card, invoices). */
export async function openPortal(): Promise<string> {
  return (await apiSend("POST", "/api/subscription/portal", redirectUrlSchema)).url;
}

/** Reads the subscription again from the payment provider; answers the updated user. */
export function refreshSubscription(): Promise<PublicUser> {
  return apiSend("POST", "/api/subscription/refresh", publicUserSchema);
}

/** Test mode: confirms the checkout session as a paid one. */
export function confirmTestCheckout(session: string): Promise<PublicUser> {
  return apiSend("POST", "/api/subscription/test-checkout/confirm", publicUserSchema, { session });
}

/** Test mode: cancels the subscription as the provider's portal would. */
export function cancelTestSubscription(): Promise<PublicUser> {
  return apiSend("POST", "/api/subscription/test-portal/cancel", publicUserSchema);
}

export const subscriptionQuery = queryOptions({
  queryKey: subscriptionKeys.all,
  queryFn: ({ signal }) => fetchSubscription(signal),
});
