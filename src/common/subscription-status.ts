/** The label shown for a subscription status (spec section 4); unknown states read "None". */
export type SubscriptionStatusLabel =
  | "Active"
  | "Incomplete"
  | "Trial"
  | "Past Due"
  | "Canceled"
  | "None";

const labels = new Map<string, SubscriptionStatusLabel>([
  ["active", "Active"],
  ["incomplete", "Incomplete"],
  ["incomplete_expired", "Incomplete"],
  ["trialing", "Trial"],
  ["past_due", "Past Due"],
  ["canceled", "Canceled"],
]);

export function subscriptionStatusLabel(status: string): SubscriptionStatusLabel {
  return labels.get(status) ?? "None";
}
