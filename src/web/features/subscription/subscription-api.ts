import { redirectUrlSchema } from "@common/subscription";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiSend } from "@web/lib/api-client";

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
