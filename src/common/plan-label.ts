import { hasPremium } from "./plan";

/** The plan a user is on, in words shown beside the subscription status. */
export type PlanLabel = "Free plan" | "Premium" | "Premium (granted)";

/**
 * "Premium" for a paid (active) subscription, "Premium (granted)" for premium an administrator
 * gave without one, "Free plan" otherwise. The spec's status label alone reads None for both a
 * free user and a granted one, so the plan says which it is.
 */
export function planLabel(user: {
  subscriptionStatus: string;
  isSubscriptionOverridden: boolean;
}): PlanLabel {
  if (!hasPremium(user)) return "Free plan";
  return user.subscriptionStatus === "active" ? "Premium" : "Premium (granted)";
}
